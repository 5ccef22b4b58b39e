import { type PartnerConfig } from '@admit/engine';
import { nodeTypeOf, walkConfig } from '@admit/node-types';

/** A markdown text of the config, where it is and the heading level it is shown under. */
export interface MarkdownText {
  text: string;
  pointer: string;
  /** Level of the heading the text sits under (1 the page's h1, 2 a section's or dialog's title). */
  level: number;
}

/** Section titles are h2; the heading of a group, tab set or add-another block is h3. */
const SECTION_LEVEL = 2;

/**
 * Every markdown text of a config in reading order: the partner's texts (banners under the page's
 * h1, the help dialog's texts under its h3 subheadings, the privacy dialog under its title, the
 * completion text under the completion page's h1), section descriptions, help texts and the texts
 * a node type shows.
 */
export function collectMarkdownTexts(config: PartnerConfig): MarkdownText[] {
  const texts: MarkdownText[] = [];
  const add = (text: string | undefined, pointer: string, level: number) => {
    if (text !== undefined) texts.push({ text, pointer, level });
  };
  const { partner } = config;
  for (const [name, banner] of Object.entries(partner.banners))
    add(banner.body, `/partner/banners/${name}/body`, 1);
  add(partner.helpModal.technicalHelp, '/partner/helpModal/technicalHelp', 3);
  add(partner.helpModal.admissionsContact, '/partner/helpModal/admissionsContact', 3);
  add(partner.privacyModal.body, '/partner/privacyModal/body', 2);
  add(partner.completionText, '/partner/completionText', 1);
  walkConfig(config, {
    section: ({ section, pointer }) => add(section.description, `${pointer}/description`, 2),
    node: ({ node, pointer, ancestors }) => {
      const level = ancestors.some((a) => nodeTypeOf(a.type).heading?.(a))
        ? SECTION_LEVEL + 1
        : SECTION_LEVEL;
      for (const { at, text } of nodeTypeOf(node.type).markdownTexts?.(node) ?? [])
        add(text, `${pointer}${at}`, level);
      if ('help' in node) add(node.help, `${pointer}/help`, level);
    },
  });
  return texts;
}
