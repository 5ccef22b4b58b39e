import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { collectMarkdownTexts } from './collect-markdown-texts.ts';

/** An HTML tag or comment; markdown autolinks (`<https://…>`, `<a@b.org>`) are not tags. */
const HTML = /<!--|<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i;

/**
 * Raw HTML in markdown texts: the app renders markdown without HTML (texts are data, never
 * markup), so a tag is dropped and what it meant to show is lost (warning).
 */
export const checkMarkdownHtml: ConfigCheck = (config) => {
  const problems: ConfigProblem[] = [];
  const check = (text: string, pointer: string) => {
    const tag = HTML.exec(text);
    if (tag)
      problems.push({
        severity: 'warning',
        pointer,
        message: `markdown text has raw HTML (${tag[0].slice(0, 40)}), which is not rendered: write markdown instead`,
        rule: 'markdown-html',
      });
  };
  for (const { text, pointer } of collectMarkdownTexts(config)) check(text, pointer);
  return problems;
};
