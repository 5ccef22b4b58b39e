import {
  compileField,
  plainPrint,
  pointerToken,
  printField,
  type FieldTypeDefinition,
} from '@admit/engine';
import type { LookupCategory, LookupNode } from './lookup.schema.ts';

/** Addresses: the category whose records are built in (every other one is a partner's file). */
export const ADDRESS_LOOKUP_CATEGORY: LookupCategory = 'address';

/** The longest answer of a lookup's text unless the config says otherwise. */
export const LOOKUP_MAX_LENGTH = 200;

/** A search-as-you-type lookup: prints the chosen text; names the answers its record fills. */
export const lookupType: FieldTypeDefinition<LookupNode> = {
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
  // Schools and colleges search the partner's lookups/<category>.csv; addresses are built in.
  lookupFile: (node) =>
    node.category === ADDRESS_LOOKUP_CATEGORY
      ? undefined
      : { category: node.category, fills: node.fills ?? {} },
};
