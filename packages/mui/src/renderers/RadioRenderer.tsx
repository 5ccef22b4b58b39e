import { NodeList, type NodeRendererProps } from '@admit/react';
import { RadioWidget } from '../widgets/RadioWidget.tsx';
import type { FieldViewOf } from './field-view.ts';
import { textValue, useFieldProps } from './use-field-props.ts';

/** Radio buttons (value and `_desc`), followed by the content swapped in for the chosen value. */
export function RadioRenderer({ node }: NodeRendererProps<FieldViewOf<'radio'>>) {
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
