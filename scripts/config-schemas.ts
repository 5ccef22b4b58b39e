// npm run config-schemas (and npm install in a checkout; an install of a deployment, which ships
// no scripts/, skips it) — writes the JSON Schema of every kind of partner file, generated from
// the config schema (the node types' TypeBox schemas, composed by
// @admit/node-types), into packages/node-types/schemas/. Editors use them to complete and check
// partner files; they are generated, not committed (a new node type changes them), and a test
// fails when they are older than the source.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { configFileSchemas } from '@admit/node-types/schema';
import { format, resolveConfig } from 'prettier';

const dir = resolve(import.meta.dirname, '../packages/node-types/schemas');
await mkdir(dir, { recursive: true });
for (const [name, schema] of Object.entries(configFileSchemas())) {
  const path = join(dir, name);
  const text = await format(JSON.stringify(schema), {
    ...(await resolveConfig(path)),
    filepath: path,
  });
  await writeFile(path, text);
}
console.log(`JSON Schemas written to ${dir}`);
