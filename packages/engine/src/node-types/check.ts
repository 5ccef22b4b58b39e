import { isTickedAnswer } from '../print-text/field-print-text.ts';
import { CHECKED_MARKER } from '../print-text/print-types.ts';
import { compileField, printField } from './field-type.ts';
import type { FieldTypeDefinition } from './node-type.ts';

/** A single check box: stores a boolean, prints `[X]` when ticked and nothing otherwise. */
export const checkType: FieldTypeDefinition<'check'> = {
  type: 'check',
  valueType: 'boolean',
  requiredWording: 'confirm',
  compile: compileField,
  print: printField,
  printText: (field, answers) =>
    isTickedAnswer(answers[field.key]) ? { display: CHECKED_MARKER } : undefined,
};
