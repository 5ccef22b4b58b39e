import type { FieldView } from '@admit/engine';
import { SelectWidget } from '@admit/mui';
import type { NodeRendererProps } from '@admit/react';
import { textValue, useFieldProps } from '../field/use-field-props.ts';

/**
 * A drop-down (a select, or any question choosing among its options); stores the value and its
 * label under `<key>_desc`. It shows nothing while its question has no options to offer.
 */
export function SelectRenderer({ node }: NodeRendererProps<FieldView>) {
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
