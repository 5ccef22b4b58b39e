import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { tabTo } from './keyboard.ts';

/** The file a click on `link` downloads, after Tab reached it and Enter followed it. */
export async function downloadByKeyboard(
  page: Page,
  link: Locator,
): Promise<{ name: string; bytes: Buffer }> {
  await tabTo(page, link);
  const downloading = page.waitForEvent('download', { timeout: 90_000 });
  await page.keyboard.press('Enter');
  const download: Download = await downloading;
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

/** The text of a PDF, every page, runs of white space as one space. */
export const pdfText = async (bytes: Buffer) =>
  (
    await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })
  ).text.replace(/\s+/g, ' ');
