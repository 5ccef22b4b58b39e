import type { Check } from '../config/check.schema.ts';
import { SSN_PATTERN, TEXTAREA_MAX_LENGTH, TEXT_MAX_LENGTH } from '../model/builtin-checks.ts';
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
  requiredWording: 'enter',
  compile: compileField,
  print: printField,
  printText: (field, answers) => (isPassword(field) ? undefined : plainPrint(answers[field.key])),
  builtinChecks(node) {
    const checks: Check[] = [];
    if (node.inputType === 'date' && !node.checks?.some((c) => c.type === 'date'))
      checks.push({ type: 'date', message: `${node.label}: please enter a valid date.` });
    if (node.category === 'ssn')
      checks.push({
        type: 'pattern',
        pattern: SSN_PATTERN,
        message: `${node.label} must be 9 digits (###-##-####).`,
      });
    return checks;
  },
  defaultMaxLength: (node) =>
    node.maxLength ?? (node.inputType === 'textarea' ? TEXTAREA_MAX_LENGTH : TEXT_MAX_LENGTH),
  inputMaxLength: (node) => node.maxLength,
};
