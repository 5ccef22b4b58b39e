import type { NodeRendererProps } from '@admit/react';
import { PhoneWidget } from '../widgets/PhoneWidget.tsx';
import type { FieldViewOf } from './field-view.ts';
import { textValue, useFieldProps } from './use-field-props.ts';

/** A phone question; US numbers auto-format to (ddd) ddd-dddd. */
export function PhoneRenderer({ node }: NodeRendererProps<FieldViewOf<'phone'>>) {
  const { field } = node;
  const { binding, ...props } = useFieldProps(field);
  return (
    <PhoneWidget
      {...props}
      value={textValue(binding.value)}
      onChange={(next) => binding.set({ [field.key]: next })}
      international={field.node.international}
    />
  );
}
