// Temporary: a schema-only check so partner authors can validate while config-lint grows.
import { assemblePartnerConfig, checkConfigSchema } from '@admit/engine';
import { readPartnerFolder } from './read-partner-folder.ts';

const dir = process.argv[2] ?? 'partner-config';
const { files, unreadable } = await readPartnerFolder(dir);
for (const u of unreadable) console.log(`${u.file}: ${u.message}`);
const { config, locate } = assemblePartnerConfig(files);
const problems = checkConfigSchema(config);
for (const p of problems) {
  const at = locate(p.pointer);
  console.log(`${at.file}:${at.pointer || '/'}: ${p.message}`);
}
console.log(`${problems.length + unreadable.length} problem(s)`);
process.exitCode = problems.length + unreadable.length ? 1 : 0;
