import type { NodeRendererProps } from '@admit/react';
import { SelectWidget } from '../widgets/SelectWidget.tsx';
import type { FieldViewOf } from './field-view.ts';
import { textValue, useFieldProps } from './use-field-props.ts';

/** A select or dependent select; stores the value and its label under `<key>_desc`. */
export function SelectRenderer({
  node,
}: NodeRendererProps<FieldViewOf<'select' | 'dependentSelect'>>) {
  const { field } = node;
  const { binding, ...props } = useFieldProps(field);
  // A dependent select without a list for its controller's answer shows nothing.
  if (!binding.options) return null;
  const descKey = field.descKey ?? `${field.key}_desc`;
  return (
    <SelectWidget
      {...props}
      options={binding.options}
      value={textValue(binding.value)}
      onChange={(value, label) => binding.set({ [field.key]: value, [descKey]: label })}
    />
  );
}
