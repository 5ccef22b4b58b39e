import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { collectMarkdownTexts } from './collect-markdown-texts.ts';
import { markdownLinks } from './markdown-outline.ts';

/** Link texts that say nothing of where a link goes, compared lower-case without punctuation. */
export const VAGUE_LINK_TEXTS: ReadonlySet<string> = new Set([
  'click here',
  'click',
  'here',
  'more',
  'read more',
  'learn more',
  'more info',
  'more information',
  'link',
  'this link',
  'this',
  'go',
]);

const normalised = (text: string) =>
  text
    .replace(/[*_`~\\]/g, '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * Links whose text does not say where they go ("click here", "more", "link"): screen-reader users
 * often move through a page's links alone, where such a text means nothing. Checks the links of
 * every markdown text, the partner's links and the generic banner's log-in link.
 */
export const checkLinkTexts: ConfigCheck = (config) => {
  const problems: ConfigProblem[] = [];
  const check = (text: string, pointer: string) => {
    const words = normalised(text);
    if (words === '' || VAGUE_LINK_TEXTS.has(words))
      problems.push({
        severity: 'error',
        pointer,
        message: `link text "${text}" does not say where the link goes: name its destination instead (for example "the privacy notice")`,
        rule: 'link-text',
      });
  };
  for (const { text, pointer } of collectMarkdownTexts(config))
    for (const link of markdownLinks(text)) check(link.text, pointer);
  config.partner.links.forEach((link, i) => check(link.label, `/partner/links/${i}/label`));
  for (const [name, banner] of Object.entries(config.partner.banners))
    if (banner.linkText !== undefined) check(banner.linkText, `/partner/banners/${name}/linkText`);
  return problems;
};
