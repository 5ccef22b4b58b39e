import type { FieldView } from '@admit/engine';
import { CheckWidget, isTicked } from '@admit/mui';
import type { NodeRendererProps } from '@admit/react';
import { useFieldProps } from '../field/use-field-props.ts';

/** A single check box storing a boolean. */
export function CheckRenderer({ node }: NodeRendererProps<FieldView>) {
  const { field } = node;
  const { binding, ...props } = useFieldProps(field);
  return (
    <CheckWidget
      {...props}
      value={isTicked(binding.value)}
      onChange={(checked) => binding.set({ [field.key]: checked })}
    />
  );
}
