// npm start — the README's first command. Starts the product with embedded defaults.
// The API server and web app arrive with their issues; until then this checks the bundled partner
// configuration and prints the application it compiles to, so a new engineer sees the engine work.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { compileFormModel, createValidator, type PartnerConfig } from '@admit/engine';
import { lintPartnerFolder } from '@admit/config-lint';

const serverEntry = 'packages/server/src/main.ts';
if (existsSync(serverEntry)) {
  const result = spawnSync(process.execPath, [serverEntry], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

const dir = process.env.PARTNER_CONFIG ?? 'partner-config';
const report = await lintPartnerFolder(dir);
if (report.errors.length) {
  for (const p of report.errors) console.error(`${p.file}:${p.pointer || '/'}: ${p.message}`);
  console.error(
    `\n${dir}: ${report.errors.length} configuration error(s); fix them and run npm start again.`,
  );
  process.exit(1);
}
const config = report.config as PartnerConfig;
const model = compileFormModel(config);
console.log(`${config.partner.name} — ${config.partner.applicationTitle}`);
for (const page of model.pages) {
  console.log(
    `  Step ${page.step} ${page.path.padEnd(13)} ${page.title}: ${page.sections.length} sections, ${page.fields.length} questions`,
  );
}
const empty = createValidator(model)({ answers: {} });
console.log(
  `  An empty application has ${empty.problems.length} missing items, for example: ${empty.messages.slice(0, 3).join(' / ')}`,
);
console.log(
  '\nThe API server and web app are not built yet (see the open issues); nothing is listening.',
);
