import type { FieldModel } from '../model/form-model.ts';
import { plainPrint } from '../print-text/field-print-text.ts';
import { compileField, printField } from './field-type.ts';
import type { FieldTypeDefinition } from './node-type.ts';

/** A password is never printed (nor shown to staff). */
const isPassword = (field: FieldModel): boolean =>
  field.node.type === 'text' &&
  (field.node.inputType === 'password' || field.node.category === 'password');

/** A free-text question: prints its answer, except a password. */
export const textType: FieldTypeDefinition<'text'> = {
  type: 'text',
  valueType: 'string',
  compile: compileField,
  print: printField,
  printText: (field, answers) => (isPassword(field) ? undefined : plainPrint(answers[field.key])),
};
