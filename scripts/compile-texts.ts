// npm run compile-texts — compiles the product's catalogues (packages/texts/src/catalogues/*.json,
// ICU MessageFormat) into the ASTs the browser formats (packages/texts/src/compiled/; the staff
// console's `staff.*` texts apart), so the applicant's bundle holds no ICU parser, and writes the
// engine's English templates (its default texts) into packages/engine/src/texts/. Run it after
// editing a catalogue: a test of @admit/texts fails while a compiled file is older than its source.
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { compileCatalogue } from '@admit/i18n';
// The modules themselves, not the entry: the entry loads the compiled files this script writes.
import {
  ENGINE_ENGLISH_FILE,
  catalogueFiles,
  compiledPartOf,
} from '../packages/texts/src/catalogue-files.ts';
import { engineTemplates } from '../packages/texts/src/engine-templates.ts';
import { PRODUCT_DEFAULT_LANGUAGE } from '../packages/texts/src/product-languages.ts';
import { PRODUCT_LANGUAGES } from '../packages/texts/src/product-languages.ts';

const dir = resolve(import.meta.dirname, '../packages/texts');
let failed = false;
for (const language of PRODUCT_LANGUAGES) {
  const files = catalogueFiles(language);
  const { messages, problems } = compileCatalogue(
    JSON.parse(await readFile(join(dir, files.source), 'utf8')),
  );
  for (const problem of problems) console.error(`${files.source}: ${problem.message}`);
  failed ||= problems.length > 0;
  // The staff console's texts apart: the console loads them with itself. The mails' are the
  // server's, which compiles them from the catalogue itself.
  const part = (which: 'applicant' | 'staff') =>
    Object.fromEntries(Object.entries(messages).filter(([id]) => compiledPartOf(id) === which));
  await writeFile(join(dir, files.compiled), `${JSON.stringify(part('applicant'))}\n`);
  await writeFile(join(dir, files.compiledStaff), `${JSON.stringify(part('staff'))}\n`);
  // The engine fills its English itself (no ICU formatter in it): plain templates.
  if (language !== PRODUCT_DEFAULT_LANGUAGE) continue;
  const engine = engineTemplates(messages);
  for (const problem of engine.problems) console.error(`${files.source}: ${problem}`);
  failed ||= engine.problems.length > 0;
  await writeFile(join(dir, ENGINE_ENGLISH_FILE), `${JSON.stringify(engine.templates, null, 2)}\n`);
}
console.log(`Product texts compiled into ${join(dir, 'src/compiled')}`);
process.exitCode = failed ? 1 : 0;
