import {
  DEFAULT_NUM_COMPONENTS,
  MAX_ADD_ANOTHER_BLOCKS,
  blockPrefix,
  type AddAnotherModel,
  type Guard,
  type NodeTypeDefinition,
  type Scope,
  type ViewNode,
} from '@admit/engine';
import type { AddAnotherNode } from './addAnother.schema.ts';

/** An add-another's view: one list of nodes per possible block (block i shows while count >= i + 1). */
export interface AddAnotherView extends ViewNode {
  type: 'addAnother';
  buttonId: string;
  label?: string;
  buttonText: string | undefined;
  max: number;
  defaultCount: number;
  blocks: ViewNode[][];
}

/** A block the applicant repeats: its children compile once per block, block n under `<prefix><n>_`. */
export const addAnotherType: NodeTypeDefinition<AddAnotherNode, AddAnotherView> = {
  type: 'addAnother',
  textMembers: ['buttonText'],
  children: (node) => [
    {
      at: '/children',
      nodes: node.children,
      block: { prefix: node.prefix, max: node.max ?? MAX_ADD_ANOTHER_BLOCKS },
    },
  ],
  heading: (node) => node.label?.replaceAll('{n}', '1'),
  compile(node, c) {
    const { scope, inner, pointer } = c;
    const max = node.max ?? MAX_ADD_ANOTHER_BLOCKS;
    const defaultCount = Math.min(node.defaultCount ?? DEFAULT_NUM_COMPONENTS, max);
    const buttonId = `${node.buttonId}${scope.idSuffix}`;
    const model: AddAnotherModel = {
      buttonId,
      pageId: scope.page.id,
      max,
      defaultCount,
      blockKeys: [],
    };
    const blocks: ViewNode[][] = [];
    for (let index = 1; index <= max; index++) {
      const before = c.fields.length;
      const blockGuard: Guard[] = [{ type: 'addAnother', buttonId, index }];
      const title = node.label?.replaceAll('{n}', String(index));
      const blockScope: Scope = {
        ...inner,
        prefix: blockPrefix(`${scope.prefix}${node.prefix}`, index),
        idSuffix: index === 1 ? scope.idSuffix : `${scope.idSuffix}_${index}`,
        guards: [...inner.guards, ...blockGuard],
        addAnother: { buttonId, index },
        titles: title ? [...inner.titles, title] : inner.titles,
      };
      blocks.push(c.walk(node.children, blockScope, `${pointer}/children`));
      model.blockKeys.push(c.fields.slice(before).map((f) => f.key));
    }
    c.addAddAnother(model);
    return {
      type: 'addAnother',
      buttonId,
      label: node.label,
      // Without the config's text, the widget shows the catalogue's ("Add Another").
      buttonText: node.buttonText,
      max,
      defaultCount,
      blocks,
      guards: c.own,
    };
  },
  print: (view, w) =>
    // A labelled block prints under its heading ("Parent/Guardian 2"); an unlabelled one
    // tells its questions apart by " (n)" after their labels.
    view.blocks.flatMap((children, i) =>
      w.titled(`${view.buttonId}_${i + 1}`, view.label?.replaceAll('{n}', String(i + 1)), (b) =>
        (view.label ? b : b.inBlock(i + 1)).entries(children),
      ),
    ),
  viewAnchor: (view) => view.buttonId,
  savedId: (node) => ({ id: node.buttonId, at: '/buttonId', what: 'add-another' }),
  keyPrefix: (node) => node.prefix,
  unnumberedTexts: (node) =>
    node.buttonText === undefined ? [] : [{ at: '/buttonText', text: node.buttonText }],
  check(node, pointer, check) {
    // It shows `defaultCount` blocks before any click: at most `max`.
    if (node.defaultCount === undefined) return;
    const max = node.max ?? MAX_ADD_ANOTHER_BLOCKS;
    if (node.defaultCount > max)
      check.error(
        `${pointer}/defaultCount`,
        `defaultCount ${node.defaultCount} of add-another "${node.buttonId}" is above its max of ${max} blocks`,
        'add-another-count',
      );
  },
};
