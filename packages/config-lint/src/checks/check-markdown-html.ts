import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { collectMarkdownTexts } from './collect-markdown-texts.ts';
import { markdownHtml } from './markdown-outline.ts';

/** The opening of a piece of raw HTML, to name it by: its first tag, or `<!--` of a comment. */
const OPENING = /^<!--|^<[^>]*>?/;

/**
 * Raw HTML in markdown texts (a tag or comment as the renderer's own parser reads it; an autolink
 * such as `<https://…>`, code, and `3 < 4` are none): the app renders markdown without HTML
 * (texts are data, never markup), so a tag is dropped and what it meant to show is lost (warning).
 */
export const checkMarkdownHtml: ConfigCheck = (config) => {
  const problems: ConfigProblem[] = [];
  for (const { text, pointer } of collectMarkdownTexts(config)) {
    const [html] = markdownHtml(text);
    if (html !== undefined)
      problems.push({
        severity: 'warning',
        pointer,
        message: `markdown text has raw HTML (${(OPENING.exec(html)?.[0] ?? html).slice(0, 40)}), which is not rendered: write markdown instead`,
        rule: 'markdown-html',
      });
  }
  return problems;
};
