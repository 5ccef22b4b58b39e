import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';

/**
 * Export profiles (`partner.exportProfiles`): distinct ids and headers, every answer column a key
 * of the data model, and an answer marked `sensitive` only in a profile with `includeSensitive`.
 */
export const checkExportProfiles: ConfigCheck = (config) => {
  const problems: ConfigProblem[] = [];
  const error = (pointer: string, message: string) =>
    problems.push({ severity: 'error', pointer, message, rule: 'export-profile' });
  const ids = new Set<string>();
  config.partner.exportProfiles?.forEach((profile, p) => {
    const at = `/partner/exportProfiles/${p}`;
    if (ids.has(profile.id)) error(`${at}/id`, `export profile id "${profile.id}" is used twice`);
    ids.add(profile.id);
    const headers = new Set<string>();
    profile.columns.forEach((column, c) => {
      const pointer = `${at}/columns/${c}`;
      const header = column.header ?? ('key' in column ? column.key : column.field);
      if (headers.has(header))
        error(pointer, `column header "${header}" is used twice in export "${profile.id}"`);
      headers.add(header);
      if (!('key' in column)) return;
      const field = config.dataModel[column.key];
      if (!field) error(`${pointer}/key`, `"${column.key}" is not a key of the data model`);
      else if (field.sensitive && !profile.includeSensitive)
        error(
          `${pointer}/key`,
          `"${column.key}" is sensitive: export "${profile.id}" must say includeSensitive to carry it`,
        );
    });
  });
  return problems;
};
