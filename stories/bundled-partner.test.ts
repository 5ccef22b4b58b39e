import { resolve } from 'node:path';
import { readPartnerFolder } from '@admit/config-lint';
import { expect, it } from 'vitest';
import { bundledPartnerFiles } from './support/bundled-partner.ts';

// Storybook cannot read the disk, so its glob names the folder layout a second time: it must pick
// exactly the files config-lint (and so the server and the web build) read.
it('bundles the files of the partner folder that config-lint reads, with the same content', async () => {
  const { files } = await readPartnerFolder(resolve(import.meta.dirname, '../partner-config'));
  expect(Object.keys(bundledPartnerFiles).sort()).toEqual(Object.keys(files).sort());
  expect(bundledPartnerFiles).toEqual(files);
});
