import type { ViewNode } from '@admit/engine';

/** The anchor id of a node: a question's answer key, else the block's own id. */
export function anchorId(node: ViewNode): string {
  switch (node.type) {
    case 'field':
    case 'confirm':
      return node.field.key;
    case 'checkboxGroup':
      return node.group.id;
    case 'addAnother':
      return node.buttonId;
    case 'tabs':
      return node.tabId;
    default:
      return node.id;
  }
}

/**
 * The DOM id of a page section. Section ids share the config's snake_case namespace with answer
 * keys and block ids (a section and its add-another group may both be called `parents`), so the
 * section's element takes a prefixed id and the bare name stays the question's anchor.
 */
export const sectionAnchorId = (sectionId: string): string => `section-${sectionId}`;

/** Answer keys inside a block that the summary may link to: check boxes of a group, parts of an address or school. */
export function partAnchorIds(node: ViewNode): string[] {
  switch (node.type) {
    case 'checkboxGroup':
      return node.items.map((item) => item.key);
    case 'address':
    case 'school':
      return node.parts.map((part) => part.key);
    default:
      return [];
  }
}
