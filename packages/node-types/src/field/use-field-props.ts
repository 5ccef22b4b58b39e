import type { FieldModel } from '@admit/engine';
import { useField, useRequired, type FieldBinding } from '@admit/react';
import { useId } from 'react';

/** What every field renderer passes to its widget, plus the binding for writing answers. */
export interface FieldProps {
  id: string;
  label: string;
  help: string | undefined;
  error: string | undefined;
  required: boolean;
  binding: FieldBinding;
}

/**
 * Binds a question and derives the widget's common props. The input id comes from useId: the
 * answer key is already the id of the question's anchor (NodeView).
 */
export function useFieldProps(field: FieldModel): FieldProps {
  const binding = useField(field.key);
  const id = `${field.key}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const required = useRequired(field.required);
  return {
    id,
    label: field.label,
    help: field.node.help,
    error: binding.error,
    required,
    binding,
  };
}

/** An answer as text ('' for nothing). */
export const textValue = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
