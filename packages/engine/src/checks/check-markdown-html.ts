import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { collectNodeSites } from './collect-node-sites.ts';

/** An HTML tag or comment; markdown autolinks (`<https://…>`, `<a@b.org>`) are not tags. */
const HTML = /<!--|<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i;

/**
 * Raw HTML in markdown texts: the app renders markdown without HTML (texts are data, never
 * markup), so a tag is dropped and what it meant to show is lost (warning).
 */
export const checkMarkdownHtml: ConfigCheck = (config) => {
  const problems: ConfigProblem[] = [];
  const check = (text: string | undefined, pointer: string) => {
    const tag = text === undefined ? null : HTML.exec(text);
    if (tag)
      problems.push({
        severity: 'warning',
        pointer,
        message: `markdown text has raw HTML (${tag[0].slice(0, 40)}), which is not rendered: write markdown instead`,
        rule: 'markdown-html',
      });
  };
  const { partner } = config;
  for (const [name, banner] of Object.entries(partner.banners))
    check(banner.body, `/partner/banners/${name}/body`);
  check(partner.helpModal.technicalHelp, '/partner/helpModal/technicalHelp');
  check(partner.helpModal.admissionsContact, '/partner/helpModal/admissionsContact');
  check(partner.privacyModal.body, '/partner/privacyModal/body');
  check(partner.completionText, '/partner/completionText');
  const { sections, nodes } = collectNodeSites(config);
  for (const { section, pointer } of sections) check(section.description, `${pointer}/description`);
  for (const { node, pointer } of nodes) {
    if (node.type === 'markdown') check(node.markdown, `${pointer}/markdown`);
    if ('help' in node) check(node.help, `${pointer}/help`);
  }
  return problems;
};
