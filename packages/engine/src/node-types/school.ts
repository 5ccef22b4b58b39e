import { schoolPartNodes } from '../model/block-parts.ts';
import { SCHOOL_TEXT_PARTS, schoolText } from '../print-text/block-text.ts';
import { blockPartOverrides, compileBlock } from './compile-block.ts';
import type { NodeTypeDefinition } from './node-type.ts';

/** A school block: one question per part; prints "name (Ceeb: code)", its address parts after it. */
export const schoolType: NodeTypeDefinition<'school'> = {
  type: 'school',
  compile: compileBlock,
  print(view, w) {
    // "name (Ceeb: code)" (spec section 6); the address parts follow as their own answers.
    if (view.hideInPrint) return [];
    const display = schoolText(w.partTexts(view.parts));
    const own = view.parts
      .filter((part) => !SCHOOL_TEXT_PARTS.has(part.part?.part ?? ''))
      .flatMap((part) => w.field(part));
    return [
      ...(display ? [w.item(view.id, view.label ?? 'School', display, 'school')] : []),
      ...own,
    ];
  },
  partOverrides: blockPartOverrides,
  checkOptionLists(node, pointer, check) {
    check.named(node.stateOptions, 'states_provinces', pointer, 'stateOptions');
    if (node.country) check.named(node.countryOptions, 'countries', pointer, 'countryOptions');
    else if (node.countryOptions !== undefined)
      check.source(node.countryOptions, `${pointer}/countryOptions`);
  },
  anchorId: (node) => node.id,
  partAnchors: (view) => view.parts.map((part) => part.key),
  keyPrefix: (node) => node.prefix,
  partNames: (node) => schoolPartNodes(node, '').map((p) => p.part),
};
