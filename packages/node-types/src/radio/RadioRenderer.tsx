import { RadioWidget } from '@admit/mui';
import { NodeList, type NodeRendererProps } from '@admit/react';
import { textValue, useFieldProps } from '../field/use-field-props.ts';
import type { RadioView } from './radio.ts';

/** Radio buttons (value and `_desc`), followed by the content swapped in for the chosen value. */
export function RadioRenderer({ node }: NodeRendererProps<RadioView>) {
  const { field } = node;
  const { binding, ...props } = useFieldProps(field);
  const value = textValue(binding.value);
  const descKey = field.descKey ?? `${field.key}_desc`;
  const content = node.contentByValue?.[value];
  return (
    <>
      <RadioWidget
        {...props}
        options={binding.options ?? []}
        value={value}
        onChange={(next, label) => binding.set({ [field.key]: next, [descKey]: label })}
      />
      {content && <NodeList nodes={content} />}
    </>
  );
}
