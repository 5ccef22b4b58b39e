import { compileField, plainPrint, printField, type FieldTypeDefinition } from '@admit/engine';
import type { PhoneNode } from './phone.schema.ts';

/** US phone: (ddd) ddd-dddd, area and exchange codes starting 2-9. */
export const US_PHONE_PATTERN = '^\\([2-9]\\d{2}\\) [2-9]\\d{2}-\\d{4}$';
/** International phone: digits with spaces, +, -, dots and parentheses. */
export const INTERNATIONAL_PHONE_PATTERN = '^\\+?[0-9][0-9 ()\\-.]{4,24}$';

/** A phone number: prints as written. */
export const phoneType: FieldTypeDefinition<PhoneNode> = {
  type: 'phone',
  textMembers: ['invalidMessage'],
  valueType: 'string',
  requiredWording: 'enter',
  compile: compileField,
  print: printField,
  printText: (field, answers) => plainPrint(answers[field.key]),
  builtinChecks: (node) => [
    {
      type: 'pattern',
      pattern: node.international ? INTERNATIONAL_PHONE_PATTERN : US_PHONE_PATTERN,
      message: node.invalidMessage ?? `Please enter a valid ${node.label.toLowerCase()}.`,
    },
  ],
  withBlockNumber: (node, n) =>
    node.invalidMessage ? { ...node, invalidMessage: n(node.invalidMessage) } : node,
};
