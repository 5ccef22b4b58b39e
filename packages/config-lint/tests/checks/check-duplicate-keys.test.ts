import { describe, expect, it } from 'vitest';
import { checkDuplicateKeys } from '../../src/index.ts';
import { configWith } from '../../../node-types/tests/fixtures/minimal-config.ts';
import { runCheck } from './check-fixtures.ts';

const C = '/pages/0/sections/0/children';

describe('checkDuplicateKeys', () => {
  it('reports a key on two pages at the second definition, naming both pages', () => {
    const config = configWith([], {
      pages: [
        {
          id: 'about',
          title: 'About',
          step: 1,
          sections: [
            {
              id: 's',
              title: 'S',
              children: [{ type: 'text', key: 'first_name', label: 'First' }],
            },
          ],
        },
        {
          id: 'more',
          title: 'More',
          step: 2,
          sections: [
            {
              id: 's',
              title: 'S',
              children: [{ type: 'text', key: 'first_name', label: 'First again' }],
            },
          ],
        },
      ],
    });
    expect(runCheck(checkDuplicateKeys, config)).toEqual([
      {
        severity: 'error',
        pointer: '/pages/1/sections/0/children/0',
        message:
          'key "first_name" is on more than one page: "about" at /sections/0/children/0 and "more" at /sections/0/children/0',
      },
    ]);
  });

  it('reports a key written twice on one page', () => {
    const config = configWith([
      { type: 'text', key: 'city', label: 'City' },
      { type: 'check', key: 'city', label: 'City?' },
    ]);
    expect(runCheck(checkDuplicateKeys, config)).toEqual([
      {
        severity: 'error',
        pointer: `${C}/1`,
        message: `key "city" is defined twice on page "about": at /sections/0/children/0 and at /sections/0/children/1`,
      },
    ]);
  });

  it('reports a key written twice in one add-another block once, not once per block', () => {
    const config = configWith([
      {
        type: 'addAnother',
        buttonId: 'p',
        prefix: 'p_',
        max: 3,
        children: [
          { type: 'text', key: 'name', label: 'A' },
          { type: 'text', key: 'name', label: 'B' },
        ],
      },
    ]);
    expect(runCheck(checkDuplicateKeys, config).map((p) => p.pointer)).toEqual([
      `${C}/0/children/1`,
    ]);
  });

  it('leaves collisions made by prefixes to checkPrefixes', () => {
    const config = configWith([
      { type: 'address', id: 'home' },
      { type: 'text', key: 'city', label: 'City' },
    ]);
    expect(runCheck(checkDuplicateKeys, config)).toEqual([]);
  });

  it('accepts distinct keys', () => {
    expect(
      runCheck(
        checkDuplicateKeys,
        configWith([
          { type: 'text', key: 'a', label: 'A' },
          { type: 'text', key: 'b', label: 'B' },
        ]),
      ),
    ).toEqual([]);
  });
});
