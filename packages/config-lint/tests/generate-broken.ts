// Writes tests/broken/<defect>/ from tests/base/ and corpus/defects.ts:
//   npx node packages/config-lint/tests/generate-broken.ts
// The corpus test fails when a committed folder differs (in content) from what this writes.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { BROKEN_DIR, brokenFolderFiles } from './corpus/broken-folder-files.ts';
import { defects } from './corpus/defects.ts';

await rm(BROKEN_DIR, { recursive: true, force: true });
for (const defect of defects) {
  for (const [file, text] of Object.entries(await brokenFolderFiles(defect))) {
    const path = join(BROKEN_DIR, defect.name, file);
    await mkdir(dirname(path), { recursive: true });
    const isRaw = defect.raw?.[file] !== undefined;
    await writeFile(
      path,
      isRaw ? text : await format(text, { ...(await resolveConfig(path)), filepath: path }),
    );
  }
}
console.log(`${defects.length} broken folders written to ${BROKEN_DIR}`);
