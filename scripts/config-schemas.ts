// npm run config-schemas — writes the JSON Schema of every kind of partner file, generated from
// the config schema (the engine's TypeBox source), into packages/engine/schemas/. Editors use them
// to complete and check partner files; a test fails when they are older than the source.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { configFileSchemas } from '@admit/engine';
import { format, resolveConfig } from 'prettier';

const dir = resolve(import.meta.dirname, '../packages/engine/schemas');
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
