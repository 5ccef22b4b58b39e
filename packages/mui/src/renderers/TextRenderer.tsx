import type { NodeRendererProps } from '@admit/react';
import { DateWidget } from '../widgets/DateWidget.tsx';
import { PasswordWidget } from '../widgets/PasswordWidget.tsx';
import { SsnWidget } from '../widgets/SsnWidget.tsx';
import { TextareaWidget } from '../widgets/TextareaWidget.tsx';
import { TextWidget } from '../widgets/TextWidget.tsx';
import type { FieldViewOf } from './field-view.ts';
import { textValue, useFieldProps } from './use-field-props.ts';

/** A text question: text, textarea, date, password or SSN input by its input type and category. */
export function TextRenderer({ node }: NodeRendererProps<FieldViewOf<'text'>>) {
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
