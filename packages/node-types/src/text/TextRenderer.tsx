import type { FieldView } from '@admit/engine';
import { DateWidget, PasswordWidget, SsnWidget, TextWidget, TextareaWidget } from '@admit/mui';
import type { NodeRendererProps } from '@admit/react';
import { textValue, useFieldProps } from '../field/use-field-props.ts';
import type { TextNode } from './text.schema.ts';

/** A text question: text, textarea, date, password or SSN input by its input type and category. */
export function TextRenderer({ node }: NodeRendererProps<FieldView<TextNode>>) {
  const { field } = node;
  const { binding, ...props } = useFieldProps(field);
  const value = textValue(binding.value);
  const onChange = (next: string) => binding.set({ [field.key]: next });
  const common = { ...props, value, onChange };
  const { inputType, category, placeholder } = field.node;
  if (inputType === 'textarea') return <TextareaWidget {...common} maxLength={field.maxLength} />;
  if (inputType === 'date') return <DateWidget {...common} />;
  if (category === 'ssn') return <SsnWidget {...common} />;
  if (inputType === 'password' || category === 'password')
    return <PasswordWidget {...common} showRequirements={false} autoComplete="off" />;
  return <TextWidget {...common} maxLength={field.maxLength} placeholder={placeholder} />;
}
