import { extractText, getDocumentProxy } from 'unpdf';

/** Text with every run of white space made one space (wrapped lines read as one line). */
export const flatten = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The text of each page of a PDF, flattened, as a reader's text selection gives it. */
export async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: false });
  return text.map(flatten);
}

/** The outline (bookmark) titles of a PDF, in order. */
export async function outlineTitles(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const outline = (await pdf.getOutline()) ?? [];
  return outline.map((item) => item.title);
}
