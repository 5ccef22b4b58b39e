import type { PartOverride } from '@admit/engine';
import { lookupType } from '../lookup/lookup.ts';
import type { LookupNode } from '../lookup/lookup.schema.ts';
import { selectType } from '../select/select.ts';
import type { SelectNode } from '../select/select.schema.ts';
import { textType } from '../text/text.ts';
import type { TextNode } from '../text/text.schema.ts';

/*
 * What address and school blocks are made of: one question per part, of the question types below,
 * keyed under the block's prefix. The parts both blocks have are made here.
 */

/** A part of a block: a question of one of the types blocks are made of. */
export type PartNode = TextNode | SelectNode | LookupNode;

/** A block's part and its default question (key with the block prefix). */
export interface BlockPartNode<P extends string = string> {
  part: P;
  node: PartNode;
}

/** A part's answer key, with the block's prefix. */
export type KeyOf = (part: string) => string;

/** The question types of the parts. */
export const PART_TYPES = { text: textType.type, select: selectType.type, lookup: lookupType.type };

/** Parts an address and a school share: city, state/province, ZIP and country. */
export const cityPart = (k: KeyOf): PartNode => ({
  type: PART_TYPES.text,
  key: k('city'),
  label: 'City',
});
export const statePart = (k: KeyOf, options = 'states_provinces'): PartNode => ({
  type: PART_TYPES.select,
  key: k('state'),
  label: 'State/Province',
  options,
});
export const zipPart = (k: KeyOf): PartNode => ({
  type: PART_TYPES.text,
  key: k('zip'),
  label: 'ZIP/Postal Code',
  maxLength: 10,
});
export const countryPart = (k: KeyOf, options = 'countries'): PartNode => ({
  type: PART_TYPES.select,
  key: k('country'),
  label: 'Country',
  options,
});

/** Applies a part override (label, help, rules) to a part's default node. */
export const applyOverride = (node: PartNode, override: PartOverride | undefined): PartNode =>
  override ? ({ ...node, ...override } as PartNode) : node;
