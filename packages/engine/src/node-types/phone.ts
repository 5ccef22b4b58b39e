import { plainPrint } from '../print-text/field-print-text.ts';
import { compileField, printField } from './field-type.ts';
import type { FieldTypeDefinition } from './node-type.ts';

/** A phone number: prints as written. */
export const phoneType: FieldTypeDefinition<'phone'> = {
  type: 'phone',
  valueType: 'string',
  compile: compileField,
  print: printField,
  printText: (field, answers) => plainPrint(answers[field.key]),
};
