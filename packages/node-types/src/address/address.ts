import type { NodeTypeDefinition } from '@admit/engine';
import {
  blockPartAnchors,
  blockPartOverrides,
  compileBlock,
  type BlockView,
} from '../blocks/compile-block.ts';
import { joinText, type PartTexts } from '../blocks/block-text.ts';
import { addressPartNodes } from './address-parts.ts';
import type { AddressNode } from './address.schema.ts';

/** "line1, line2, city, county, state zip, country", skipping empty parts (spec section 6). */
export const addressText = (p: PartTexts): string =>
  joinText(
    [
      p.address_line_1,
      p.address_line_2,
      p.city,
      p.county,
      joinText([p.state, p.zip], ' '),
      p.country,
    ],
    ', ',
  );

/** An address block: one question per part; prints as one line of text. */
export const addressType: NodeTypeDefinition<AddressNode, BlockView> = {
  type: 'address',
  compile: compileBlock(addressPartNodes),
  print(view, w) {
    if (view.hideInPrint) return [];
    const display = addressText(w.partTexts(view.parts));
    return display ? [w.item(view.id, view.label ?? 'Address', display, 'address')] : [];
  },
  partOverrides: blockPartOverrides,
  checkOptionLists(node, pointer, check) {
    check.named(node.stateOptions, 'states_provinces', pointer, 'stateOptions');
    check.named(node.countryOptions, 'countries', pointer, 'countryOptions');
    if (node.countyOptions !== undefined)
      check.source(node.countyOptions, `${pointer}/countyOptions`);
  },
  anchorId: (node) => node.id,
  partAnchors: blockPartAnchors,
  keyPrefix: (node) => node.prefix,
  partNames: (node) => addressPartNodes(node, '').map((p) => p.part),
};
