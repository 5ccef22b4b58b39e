import {
  LOOKUP_REQUIRED_COLUMNS,
  lookupFile,
  lookupRecordFields,
  pointerToken,
} from '@admit/engine';
import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { fieldTypeOf } from '@admit/node-types';
import { writtenFields } from './written-fields.ts';

/**
 * Lookups of schools and colleges search `lookups/<category>.csv` (addresses are built in): the
 * file must be there with the columns a search needs (`id`, `name`) and every record field the
 * lookup fills answers from. Runs when the caller read the lookup files' headers.
 */
export const checkLookupFiles: ConfigCheck = (config, model, { lookupColumns }) => {
  if (!lookupColumns) return [];
  const problems = new Map<string, ConfigProblem>();
  const error = (pointer: string, message: string) => {
    if (!problems.has(`${pointer} ${message}`))
      problems.set(`${pointer} ${message}`, {
        severity: 'error',
        pointer,
        message,
        rule: 'lookup-file',
      });
  };
  for (const field of writtenFields(model)) {
    // The questions that search a file of the partner's, as their node type says.
    const search = fieldTypeOf(field.kind).lookupFile?.(field.node);
    if (!search) continue;
    const { category, fills } = search;
    const file = lookupFile(category);
    const owner = field.part
      ? `${field.part.block} "${field.part.blockId}"`
      : `${field.kind} "${field.key}"`;
    const blockPointer = field.part ? field.pointer.replace(/\/parts\/[^/]+$/, '') : field.pointer;
    const columns = lookupColumns[category];
    if (!columns) {
      error(`${blockPointer}/category`, `${file} is missing: ${owner} searches it`);
      continue;
    }
    for (const column of LOOKUP_REQUIRED_COLUMNS)
      if (!columns.includes(column))
        error(
          `${blockPointer}/category`,
          `${file} has no column "${column}", which every search needs`,
        );
    const offered = lookupRecordFields(columns);
    for (const from of Object.keys(fills)) {
      if (offered.includes(from)) continue;
      error(
        field.part ? `${blockPointer}/category` : `${field.pointer}/fills/${pointerToken(from)}`,
        `${file} has no column "${from}", which ${owner} fills an answer from`,
      );
    }
  }
  return [...problems.values()];
};
