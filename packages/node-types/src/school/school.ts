import type { NodeTypeDefinition } from '@admit/engine';
import {
  blockPartAnchors,
  blockPartOverrides,
  compileBlock,
  type BlockView,
} from '../blocks/compile-block.ts';
import { joinText, type PartTexts } from '../blocks/block-text.ts';
import { schoolPartNodes } from './school-parts.ts';
import type { SchoolNode } from './school.schema.ts';

/** The parts of a school its print text is made of; its other parts print as their own answers. */
export const SCHOOL_TEXT_PARTS: ReadonlySet<string> = new Set(['name', 'ceeb']);

/** "name (Ceeb: code)", skipping an empty part; the school's address is not part of it. */
export function schoolText(p: PartTexts): string {
  const ceeb = p.ceeb === undefined || p.ceeb === '' ? undefined : `(Ceeb: ${p.ceeb})`;
  return joinText([p.name, ceeb], ' ');
}

/** A school block: one question per part; prints "name (Ceeb: code)", its address parts after it. */
export const schoolType: NodeTypeDefinition<SchoolNode, BlockView> = {
  type: 'school',
  compile: compileBlock(schoolPartNodes),
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
  partAnchors: blockPartAnchors,
  keyPrefix: (node) => node.prefix,
  partNames: (node) => schoolPartNodes(node, '').map((p) => p.part),
};
