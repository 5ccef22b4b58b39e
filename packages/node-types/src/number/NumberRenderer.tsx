import type { FieldView } from '@admit/engine';
import { TextWidget } from '@admit/mui';
import type { NodeRendererProps } from '@admit/react';
import { textValue, useFieldProps } from '../field/use-field-props.ts';
import { NUMBER_INPUT_LENGTH } from './number.ts';
import type { NumberNode } from './number.schema.ts';

/** A number question: a one-line input on the phone's number keypad, its unit after it. */
export function NumberRenderer({ node }: NodeRendererProps<FieldView<NumberNode>>) {
  const { field } = node;
  const { binding, ...props } = useFieldProps(field);
  const { unit, step, minimum } = field.node;
  // A whole number that cannot be negative needs no decimal point or minus: digits only.
  const digitsOnly =
    step !== undefined && Number.isInteger(step) && minimum !== undefined && minimum >= 0;
  return (
    <TextWidget
      {...props}
      value={textValue(binding.value)}
      onChange={(next) => binding.set({ [field.key]: next.trim() })}
      maxLength={NUMBER_INPUT_LENGTH}
      inputMode={digitsOnly ? 'numeric' : 'decimal'}
      suffix={unit}
    />
  );
}
