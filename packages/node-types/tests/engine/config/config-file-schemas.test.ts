// @vitest-environment node
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { assemblePartnerConfig } from '@admit/engine';
import { configFileSchemas } from '@admit/node-types/schema';

const SCHEMAS_DIR = join(import.meta.dirname, '../../../schemas');
const PARTNER_ROOT = join(import.meta.dirname, '../../../../../partner-config');
/** The bundled partner and every example partner. */
const PARTNER_DIRS = [
  PARTNER_ROOT,
  ...(await readdir(join(PARTNER_ROOT, 'examples')))
    .sort()
    .map((name) => join(PARTNER_ROOT, 'examples', name)),
];

/** The schema file for a partner file, by where it sits in the folder. */
const schemaFor = (file: string): string =>
  file === 'partner.json'
    ? 'partner.schema.json'
    : file === 'data-model.json'
      ? 'data-model.schema.json'
      : file.startsWith('options/')
        ? 'option-list.schema.json'
        : 'page.schema.json';

const schemas = configFileSchemas();
const ajv = new Ajv({ allErrors: true, strict: false });
const validatorOf = (name: string) =>
  ajv.getSchema(name) ?? (ajv.addSchema(schemas[name] as object, name), ajv.getSchema(name)!);
const errorsOf = (file: string, content: unknown) => {
  const validate = validatorOf(schemaFor(file));
  return validate(content)
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
};

async function partnerFiles(dir: string): Promise<[string, unknown][]> {
  const names = ['partner.json', 'data-model.json'];
  for (const sub of ['options', 'pages'])
    for (const name of await readdir(join(dir, sub))) names.push(`${sub}/${name}`);
  return Promise.all(
    names.map(
      async (file) =>
        [file, JSON.parse(await readFile(join(dir, file), 'utf8'))] as [string, unknown],
    ),
  );
}

describe('configFileSchemas', () => {
  it('matches the written schemas (npm install writes them; run npm run config-schemas after changing a schema)', async () => {
    const committed = (await readdir(SCHEMAS_DIR)).sort();
    expect(committed).toEqual(Object.keys(schemas).sort());
    for (const name of committed)
      expect(JSON.parse(await readFile(join(SCHEMAS_DIR, name), 'utf8')), name).toEqual(
        schemas[name],
      );
  });

  it.each(PARTNER_DIRS)('accepts every file of %s', async (dir) => {
    for (const [file, content] of await partnerFiles(dir))
      expect(errorsOf(file, content), file).toEqual([]);
  });

  it('rejects an unknown member in a page node, as an editor would underline it', () => {
    const page = {
      id: 'about',
      title: 'About',
      step: 1,
      sections: [
        {
          id: 's',
          title: 'S',
          children: [{ type: 'text', key: 'a', label: 'A', placeholdr: 'x' }],
        },
      ],
    };
    expect(errorsOf('pages/about.json', page)).toContain(
      '/sections/0/children/0 must NOT have additional properties',
    );
  });

  it('lets every kind of object file carry a $schema member', async () => {
    const $schema = '../schemas/x.schema.json';
    const partner = JSON.parse(
      await readFile(join(PARTNER_ROOT, 'partner.json'), 'utf8'),
    ) as object;
    expect(errorsOf('partner.json', { $schema, ...partner })).toEqual([]);
    expect(errorsOf('data-model.json', { $schema, a: { type: 'string' } })).toEqual([]);
    expect(
      errorsOf('options/years.json', { $schema, type: 'years', count: 3, direction: 'past' }),
    ).toEqual([]);
    expect(
      errorsOf('pages/a.json', {
        $schema,
        id: 'a',
        title: 'A',
        step: 1,
        sections: [{ id: 's', title: 'S', children: [] }],
      }),
    ).toEqual([]);
  });
});

describe('assemblePartnerConfig', () => {
  it('leaves the $schema member of each file out of the config', () => {
    const { config } = assemblePartnerConfig({
      'partner.json': { $schema: 'p', name: 'X' },
      'data-model.json': { $schema: 'd', a: { type: 'string' } },
      'options/years.json': { $schema: 'o', type: 'years', count: 1, direction: 'past' },
      'pages/a.json': { $schema: 'g', id: 'a', step: 1 },
    });
    expect(JSON.stringify(config)).not.toContain('$schema');
    expect(config.dataModel).toEqual({ a: { type: 'string' } });
  });
});
