import { pointerToken } from '../config/json-pointer.ts';
import { LOOKUP_MAX_LENGTH } from '../model/builtin-checks.ts';
import { plainPrint } from '../print-text/field-print-text.ts';
import { compileField, printField } from './field-type.ts';
import type { FieldTypeDefinition } from './node-type.ts';

/** A search-as-you-type lookup: prints the chosen text; names the answers its record fills. */
export const lookupType: FieldTypeDefinition<'lookup'> = {
  type: 'lookup',
  valueType: 'string',
  requiredWording: 'enter',
  compile: compileField,
  print: printField,
  printText: (field, answers) => plainPrint(answers[field.key]),
  defaultMaxLength: (node) => (node as { maxLength?: number }).maxLength ?? LOOKUP_MAX_LENGTH,
  withPrefix: (node, prefix) =>
    node.fills
      ? {
          ...node,
          fills: Object.fromEntries(
            Object.entries(node.fills).map(([from, to]) => [from, to.replace('{prefix}', prefix)]),
          ),
        }
      : node,
  keyReferences: (node, pointer) =>
    Object.entries(node.fills ?? {}).map(([field, key]) => ({
      kind: 'fills',
      written: key,
      pointer: `${pointer}/fills/${pointerToken(field)}`,
    })),
};
