import type { NodeRendererProps } from '@admit/react';
import { CheckWidget, isTicked } from '../widgets/CheckWidget.tsx';
import type { FieldViewOf } from './field-view.ts';
import { useFieldProps } from './use-field-props.ts';

/** A single check box storing a boolean. */
export function CheckRenderer({ node }: NodeRendererProps<FieldViewOf<'check'>>) {
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
