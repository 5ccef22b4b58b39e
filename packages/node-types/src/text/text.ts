import {
  compileField,
  plainPrint,
  printField,
  type Check,
  type FieldModel,
  type FieldTypeDefinition,
} from '@admit/engine';
import type { TextNode } from './text.schema.ts';

/** A social-security-style value: 3-2-4 digits separated by hyphens. */
export const SSN_PATTERN = '^\\d{3}-\\d{2}-\\d{4}$';

/** Default longest answer of a text input and of a textarea. */
export const TEXT_MAX_LENGTH = 45;
export const TEXTAREA_MAX_LENGTH = 1500;

/** A password is never printed (nor shown to staff). */
const isPassword = (field: FieldModel<TextNode>): boolean =>
  field.node.inputType === 'password' || field.node.category === 'password';

/** A free-text question: prints its answer, except a password. */
export const textType: FieldTypeDefinition<TextNode> = {
  type: 'text',
  textMembers: ['placeholder'],
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
  nameProblem: (node) =>
    node.category
      ? `is a text question of category ${node.category}`
      : node.inputType && node.inputType !== 'text'
        ? `is a ${node.inputType} question`
        : undefined,
};
