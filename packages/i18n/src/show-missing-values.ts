import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const literal = (value: string): MessageFormatElement => ({ type: TYPE.literal, value });

/**
 * The message with each placeholder that has no value written out as `{name}`, and each plural or
 * select without its value showing its `other` case: the best text a caller who forgot a value can
 * be shown, rather than nothing.
 */
export function showMissingValues(
  ast: readonly MessageFormatElement[],
  values: Readonly<Record<string, unknown>>,
): MessageFormatElement[] {
  const visit = (
    elements: readonly MessageFormatElement[],
    count?: string,
  ): MessageFormatElement[] =>
    elements.flatMap((element): MessageFormatElement[] => {
      if (element.type === TYPE.pound)
        return count === undefined ? [element] : [literal(`{${count}}`)];
      if (element.type === TYPE.literal) return [element];
      if (element.type === TYPE.tag)
        return [{ ...element, children: visit(element.children, count) }];
      const missing = !Object.hasOwn(values, element.value);
      if (element.type !== TYPE.select && element.type !== TYPE.plural) {
        return missing ? [literal(`{${element.value}}`)] : [element];
      }
      const options = Object.entries(element.options).map(
        ([name, option]) =>
          [
            name,
            { ...option, value: visit(option.value, missing ? element.value : count) },
          ] as const,
      );
      if (!missing) return [{ ...element, options: Object.fromEntries(options) }];
      const other = options.find(([name]) => name === 'other') ?? options[0];
      return other ? other[1].value : [];
    });
  return visit(ast);
}
