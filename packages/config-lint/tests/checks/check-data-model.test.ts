import { describe, expect, it } from 'vitest';
import type { Node } from '@admit/node-types';
import { checkDataModel } from '../../src/index.ts';
import { declaredConfig, runCheck } from './check-fixtures.ts';

const C = '/pages/0/sections/0/children';

/** A config whose data model declares every key, then changed by `edit`. */
const withDataModel = (
  nodes: Node[],
  edit: (model: Record<string, { type: 'string' | 'boolean' }>) => void,
) => {
  const config = declaredConfig(nodes);
  const dataModel = { ...config.dataModel };
  edit(dataModel);
  return { ...config, dataModel };
};

describe('checkDataModel', () => {
  it('accepts a data model that declares every key with its type', () => {
    expect(
      runCheck(
        checkDataModel,
        declaredConfig([
          { type: 'text', key: 'a', label: 'A' },
          { type: 'check', key: 'b', label: 'B' },
        ]),
      ),
    ).toEqual([]);
  });

  it('reports a question key missing from the data model', () => {
    const config = withDataModel(
      [{ type: 'text', key: 'nickname', label: 'Nickname' }],
      (m) => delete m.nickname,
    );
    expect(runCheck(checkDataModel, config)).toEqual([
      { severity: 'error', pointer: `${C}/0`, message: 'key "nickname" is not in the data model' },
    ]);
  });

  it('reports every add-another block key missing, at the question that makes them', () => {
    const nodes: Node[] = [
      {
        type: 'addAnother',
        buttonId: 'p',
        prefix: 'parent_',
        max: 3,
        children: [{ type: 'text', key: 'name', label: 'Name' }],
      },
    ];
    const config = withDataModel(nodes, (m) => {
      delete m.parent_2_name;
      delete m.parent_3_name;
    });
    expect(runCheck(checkDataModel, config)).toEqual([
      {
        severity: 'error',
        pointer: `${C}/0/children/0`,
        message: 'keys "parent_2_name", "parent_3_name" are not in the data model',
      },
    ]);
  });

  it('reports missing address parts at the block when the part has no override', () => {
    const config = withDataModel(
      [{ type: 'address', id: 'mail', prefix: 'mailing_' }],
      (m) => delete m.mailing_zip,
    );
    expect(runCheck(checkDataModel, config)).toEqual([
      {
        severity: 'error',
        pointer: `${C}/0`,
        message: 'key "mailing_zip" is not in the data model',
      },
    ]);
  });

  it('warns about a data-model key no question stores', () => {
    const config = withDataModel(
      [{ type: 'text', key: 'a', label: 'A' }],
      (m) => (m.legacy = { type: 'string' }),
    );
    expect(runCheck(checkDataModel, config)).toEqual([
      {
        severity: 'warning',
        pointer: '/dataModel/legacy',
        message: 'unmapped key "legacy": no question stores it',
      },
    ]);
  });

  it('rejects a hand-declared _desc companion of a select', () => {
    const config = withDataModel(
      [{ type: 'select', key: 'gender', label: 'Gender', options: 'yes_no' }],
      (m) => (m.gender_desc = { type: 'string' }),
    );
    expect(runCheck(checkDataModel, config)).toEqual([
      {
        severity: 'error',
        pointer: '/dataModel/gender_desc',
        message:
          '"gender_desc" must not be declared: the _desc companion of select "gender" is implied',
      },
    ]);
  });

  it('only warns about a _desc key whose base is not a select or radio', () => {
    const config = withDataModel(
      [{ type: 'text', key: 'note', label: 'Note' }],
      (m) => (m.note_desc = { type: 'string' }),
    );
    expect(runCheck(checkDataModel, config).map((p) => p.severity)).toEqual(['warning']);
  });

  it('rejects a check box declared as a string', () => {
    const config = withDataModel(
      [{ type: 'check', key: 'agree', label: 'I agree' }],
      (m) => (m.agree = { type: 'string' }),
    );
    expect(runCheck(checkDataModel, config)).toEqual([
      {
        severity: 'error',
        pointer: '/dataModel/agree/type',
        message:
          '"agree" is a check question storing true or false, but the data model declares string',
      },
    ]);
  });

  it('rejects a text question declared as a boolean', () => {
    const config = withDataModel(
      [{ type: 'text', key: 'city', label: 'City' }],
      (m) => (m.city = { type: 'boolean' }),
    );
    expect(runCheck(checkDataModel, config)).toEqual([
      {
        severity: 'error',
        pointer: '/dataModel/city/type',
        message: '"city" is a text question storing text, but the data model declares boolean',
      },
    ]);
  });
});
