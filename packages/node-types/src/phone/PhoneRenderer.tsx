import type { FieldView } from '@admit/engine';
import { PhoneWidget } from '@admit/mui';
import type { NodeRendererProps } from '@admit/react';
import { textValue, useFieldProps } from '../field/use-field-props.ts';
import type { PhoneNode } from './phone.schema.ts';

/** A phone question; US numbers auto-format to (ddd) ddd-dddd. */
export function PhoneRenderer({ node }: NodeRendererProps<FieldView<PhoneNode>>) {
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
