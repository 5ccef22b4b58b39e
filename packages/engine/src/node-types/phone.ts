import { INTERNATIONAL_PHONE_PATTERN, US_PHONE_PATTERN } from '../model/builtin-checks.ts';
import { plainPrint } from '../print-text/field-print-text.ts';
import { compileField, printField } from './field-type.ts';
import type { FieldTypeDefinition } from './node-type.ts';

/** A phone number: prints as written. */
export const phoneType: FieldTypeDefinition<'phone'> = {
  type: 'phone',
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
