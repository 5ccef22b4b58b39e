import { pointerToken } from '../config/json-pointer.ts';
import { plainPrint } from '../print-text/field-print-text.ts';
import { compileField, printField } from './field-type.ts';
import type { FieldTypeDefinition } from './node-type.ts';

/** A search-as-you-type lookup: prints the chosen text; names the answers its record fills. */
export const lookupType: FieldTypeDefinition<'lookup'> = {
  type: 'lookup',
  valueType: 'string',
  compile: compileField,
  print: printField,
  printText: (field, answers) => plainPrint(answers[field.key]),
  keyReferences: (node, pointer) =>
    Object.entries(node.fills ?? {}).map(([field, key]) => ({
      kind: 'fills',
      written: key,
      pointer: `${pointer}/fills/${pointerToken(field)}`,
    })),
};
