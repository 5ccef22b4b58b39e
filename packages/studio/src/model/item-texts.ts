import type { PartnerText } from '@admit/engine';
import { partnerTexts } from '@admit/node-types';
import { configTree, type TreeItem } from './config-tree.ts';
import { itemHolding } from './item-holding.ts';
import { tokensOf } from './pointer-edit.ts';
import { sameAddress, type Address, type StudioFiles } from './studio-files.ts';

/** One text of a tree item, with the members leading to it from the item. */
export interface ItemText extends PartnerText {
  /**
   * The members from the item down to the text, as its id names them (list elements by name when
   * they have one): `["label"]`, `["checks", "1", "message"]`, in an option list `["jr", "label"]`.
   */
  members: string[];
}

/** The tokens of a text's id under the item `depth` tokens deep (an id has a token per pointer token). */
const membersOf = (id: string, depth: number): string[] =>
  tokensOf(id.slice(id.indexOf('#') + 1)).slice(depth);

const cache = new WeakMap<StudioFiles, PartnerText[]>();

/** Every applicant text of the folder (partnerTexts), once per files object. */
export function textsOf(files: StudioFiles): PartnerText[] {
  let texts = cache.get(files);
  if (!texts) {
    texts = partnerTexts(files);
    cache.set(files, texts);
  }
  return texts;
}

/**
 * The texts of the item at an address (a page, a section or a node; for a file outside pages,
 * such as `partner.json` or an option list, the whole file's), in document order: each text of
 * its file under the item's pointer that no deeper item of the tree holds. A section lists its
 * own title and description, each question in it its own texts: the texts listed at an item are
 * those whose missing translations are listed there (problemsByItem, itemHolding).
 */
export function itemTexts(
  files: StudioFiles,
  address: Address,
  tree: readonly TreeItem[] = configTree(files),
): ItemText[] {
  const { file, pointer } = address;
  return textsOf(files)
    .filter(
      (text) =>
        text.file === file &&
        (pointer === '' || text.pointer.startsWith(`${pointer}/`)) &&
        sameAddress(itemHolding(tree, text), address),
    )
    .map((text) => ({ ...text, members: membersOf(text.id, tokensOf(pointer).length) }));
}
