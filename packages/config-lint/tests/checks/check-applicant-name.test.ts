import { describe, expect, it } from 'vitest';
import type { ApplicantName } from '@admit/engine';
import type { Node, PartnerConfig } from '@admit/node-types';
import { checkApplicantName } from '../../src/index.ts';
import { declaredConfig, runCheck } from './check-fixtures.ts';

const NODES: Node[] = [
  { type: 'text', key: 'given_name', label: 'Given Name' },
  { type: 'text', key: 'chosen_name', label: 'Chosen Name' },
  { type: 'text', key: 'born', label: 'Date of Birth', inputType: 'date' },
  { type: 'text', key: 'id_number', label: 'ID Number', category: 'ssn' },
  { type: 'radio', key: 'pronouns', label: 'Pronouns', options: 'yes_no' },
];

/** The fixture config whose partner declares `applicantName`. */
const withNaming = (applicantName: ApplicantName): PartnerConfig => {
  const config = declaredConfig(NODES);
  return { ...config, partner: { ...config.partner, applicantName } };
};

describe('checkApplicantName', () => {
  it('accepts one-line text questions as name answers', () => {
    const config = withNaming({ display: ['chosen_name', 'given_name'], full: ['given_name'] });
    expect(runCheck(checkApplicantName, config)).toEqual([]);
  });

  it('rejects a name answer that no page asks', () => {
    const config = withNaming({ display: ['first_name'], full: ['given_name'] });
    expect(runCheck(checkApplicantName, config)).toEqual([
      {
        severity: 'error',
        pointer: '/partner/applicantName/display/0',
        message:
          'name answer "first_name" is not a question of any page; a name must be a one-line text question',
      },
    ]);
  });

  it('rejects choices, dates and SSN-style questions as names', () => {
    const config = withNaming({
      display: ['pronouns'],
      full: ['given_name', 'born', 'id_number'],
    });
    expect(runCheck(checkApplicantName, config).map((p) => [p.pointer, p.message])).toEqual([
      [
        '/partner/applicantName/display/0',
        'name answer "pronouns" is a radio question; a name must be a one-line text question',
      ],
      [
        '/partner/applicantName/full/1',
        'name answer "born" is a date question; a name must be a one-line text question',
      ],
      [
        '/partner/applicantName/full/2',
        'name answer "id_number" is a text question of category ssn; a name must be a one-line text question',
      ],
    ]);
  });
});
