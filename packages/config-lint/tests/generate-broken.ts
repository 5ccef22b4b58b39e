// Writes tests/broken/<defect>/ from tests/base/ and corpus/defects.ts, and tests/bilingual/ (the
// base folder in English and Spanish, corpus/spanish.ts):
//   npx node packages/config-lint/tests/generate-broken.ts
// The corpus test fails when a committed folder differs (in content) from what this writes.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import {
  BILINGUAL_DIR,
  BROKEN_DIR,
  bilingualFolderFiles,
  brokenFolderFiles,
} from './corpus/broken-folder-files.ts';
import { defects } from './corpus/defects.ts';

/** Writes a folder's files, formatted as prettier would, except those written raw. */
async function writeFolder(dir: string, files: Record<string, string>, raw: string[] = []) {
  for (const [file, text] of Object.entries(files)) {
    const path = join(dir, file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(
      path,
      raw.includes(file)
        ? text
        : await format(text, { ...(await resolveConfig(path)), filepath: path }),
    );
  }
}

await rm(BROKEN_DIR, { recursive: true, force: true });
for (const defect of defects)
  await writeFolder(
    join(BROKEN_DIR, defect.name),
    await brokenFolderFiles(defect),
    Object.keys(defect.raw ?? {}),
  );
console.log(`${defects.length} broken folders written to ${BROKEN_DIR}`);
await rm(BILINGUAL_DIR, { recursive: true, force: true });
await writeFolder(BILINGUAL_DIR, await bilingualFolderFiles());
console.log(`The bilingual folder written to ${BILINGUAL_DIR}`);
