import {
  pointerToken,
  questionKey,
  type FieldTypeDefinition,
  type FieldView,
  type Guard,
  type ViewNode,
} from '@admit/engine';
import { radioPrint } from './radio-print.ts';
import type { RadioNode } from './radio.schema.ts';

/** A radio's view: its question, and the content swapped in under it per chosen value. */
export interface RadioView extends FieldView<RadioNode> {
  contentByValue?: Record<string, ViewNode[]>;
}

/** Radio buttons: content can be swapped in under them per chosen value; prints every option marked. */
export const radioType: FieldTypeDefinition<RadioNode, RadioView> = {
  type: 'radio',
  valueType: 'string',
  requiredWording: 'select',
  optionSources: (node) => [node.options],
  children: (node) =>
    Object.entries(node.contentByValue ?? {}).map(([value, nodes]) => ({
      at: `/contentByValue/${pointerToken(value)}`,
      nodes,
      label: `when "${value}"`,
      when: (prefix) => ({
        valueKey: questionKey(node.key, prefix),
        operator: 'equals',
        target: value,
      }),
    })),
  compile(node, c) {
    const field = c.addField(node, c.scope, c.pointer) as RadioView['field'];
    const view: Omit<RadioView, 'nodeType' | 'anchor'> = { type: 'field', field, guards: c.own };
    if (node.contentByValue) {
      view.contentByValue = {};
      for (const [value, children] of Object.entries(node.contentByValue)) {
        const swap: Guard = {
          type: 'condition',
          condition: { valueKey: field.key, operator: 'equals', target: value },
        };
        view.contentByValue[value] = c.walk(
          children,
          { ...c.inner, guards: [...c.inner.guards, swap] },
          `${c.pointer}/contentByValue/${value}`,
        );
      }
    }
    return view;
  },
  // Its own item, then the content swapped in under it.
  print: (view, w) => [
    ...w.field(view.field),
    ...Object.values(view.contentByValue ?? {}).flatMap((children) => w.entries(children)),
  ],
  model(field, node, c) {
    field.descKey = `${field.key}_desc`;
    field.oneOfOptions = true;
    const options = c.options(node.options);
    if (options) field.options = options;
  },
  printText: radioPrint,
  checkOptionLists(node, pointer, check) {
    check.source(node.options, `${pointer}/options`);
    const key = questionKey(node.key, check.prefix);
    for (const value of Object.keys(node.contentByValue ?? {}))
      check.valueOf(key, value, `${pointer}/contentByValue/${pointerToken(value)}`);
  },
};
