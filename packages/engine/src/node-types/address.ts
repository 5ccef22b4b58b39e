import { addressPartNodes } from '../model/block-parts.ts';
import { addressText } from '../print-text/block-text.ts';
import { blockPartOverrides, compileBlock } from './compile-block.ts';
import type { NodeTypeDefinition } from './node-type.ts';

/** An address block: one question per part; prints as one line of text. */
export const addressType: NodeTypeDefinition<'address'> = {
  type: 'address',
  compile: compileBlock,
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
  partAnchors: (view) => view.parts.map((part) => part.key),
  keyPrefix: (node) => node.prefix,
  partNames: (node) => addressPartNodes(node, '').map((p) => p.part),
};
