import { describe, expect, it } from 'vitest';
import type { ExportProfile } from '@admit/engine';
import type { Node, PartnerConfig } from '@admit/node-types';
import { checkExportProfiles, checkPartnerConfig } from '../../src/index.ts';
import { declaredConfig, runCheck } from './check-fixtures.ts';

const NODES: Node[] = [
  { type: 'text', key: 'given_name', label: 'Given Name' },
  { type: 'text', key: 'id_number', label: 'ID Number', category: 'ssn' },
];

/** The fixture config (id_number sensitive) whose partner declares these export profiles. */
const withProfiles = (exportProfiles: ExportProfile[]): PartnerConfig => {
  const config = declaredConfig(NODES);
  return {
    ...config,
    dataModel: { ...config.dataModel, id_number: { type: 'string', sensitive: true } },
    partner: { ...config.partner, exportProfiles },
  };
};

const profile = (columns: ExportProfile['columns'], more: Partial<ExportProfile> = {}) => ({
  id: 'sis',
  title: 'SIS',
  columns,
  ...more,
});

describe('checkExportProfiles', () => {
  it('accepts answer columns of the data model and the application facts', () => {
    const config = withProfiles([
      profile([{ field: 'application_id' }, { key: 'given_name', header: 'Given' }]),
      profile([{ key: 'id_number' }], { id: 'registrar', includeSensitive: true }),
    ]);
    expect(runCheck(checkExportProfiles, config)).toEqual([]);
  });

  it('refuses a key the data model lacks, a sensitive key without includeSensitive, repeated ids and headers', () => {
    const config = withProfiles([
      profile([
        { key: 'first_name' },
        { key: 'id_number' },
        { field: 'email', header: 'first_name' },
      ]),
      profile([{ field: 'email' }]),
    ]);
    expect(runCheck(checkExportProfiles, config)).toEqual([
      {
        severity: 'error',
        pointer: '/partner/exportProfiles/0/columns/0/key',
        message: '"first_name" is not a key of the data model',
      },
      {
        severity: 'error',
        pointer: '/partner/exportProfiles/0/columns/1/key',
        message: '"id_number" is sensitive: export "sis" must say includeSensitive to carry it',
      },
      {
        severity: 'error',
        pointer: '/partner/exportProfiles/0/columns/2',
        message: 'column header "first_name" is used twice in export "sis"',
      },
      {
        severity: 'error',
        pointer: '/partner/exportProfiles/1/id',
        message: 'export profile id "sis" is used twice',
      },
    ]);
  });

  it('runs with the other checks of a partner folder', () => {
    const config = withProfiles([profile([{ key: 'id_number' }])]);
    expect(checkPartnerConfig(config).some((p) => p.rule === 'export-profile')).toBe(true);
  });
});
