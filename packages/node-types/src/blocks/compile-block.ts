import {
  prefixOverride,
  type BlockPart,
  type CompileContext,
  type FieldModel,
  type PartOverride,
  type ViewDraft,
  type ViewNode,
} from '@admit/engine';
import { applyOverride, type BlockPartNode } from './block-parts.ts';
import type { PartNode } from './block-parts.ts';

/** What an address or a school node has that compiling it reads. */
export interface BlockNode {
  type: string;
  id: string;
  label?: string;
  prefix?: string;
  hideInPrint?: boolean;
  parts?: Partial<Record<string, PartOverride>>;
}

/** A block's view: its parts are fields (questions of their own). */
export interface BlockView extends ViewNode {
  id: string;
  label?: string;
  prefix: string;
  parts: FieldModel<PartNode>[];
  hideInPrint: boolean;
}

/**
 * How a block compiles, given its default parts: one question per part, keyed under the block's
 * prefix, each with the config's override of it.
 */
export const compileBlock =
  <N extends BlockNode>(partNodes: (node: N, prefix: string) => BlockPartNode[]) =>
  (node: N, c: CompileContext): ViewDraft<BlockView> => {
    const { scope, inner, pointer } = c;
    const prefix = `${scope.prefix}${node.prefix ?? ''}`;
    const overrides = node.parts ?? {};
    const titles = node.label ? [...inner.titles, node.label] : inner.titles;
    const partScope = { ...inner, prefix: '', titles };
    const id = `${node.id}${scope.idSuffix}`;
    const models = partNodes(node, prefix).map(({ part, node: partNode }) => {
      const override = overrides[part];
      const withOverride = applyOverride(partNode, override && prefixOverride(override, prefix));
      const info: BlockPart = { block: node.type, blockId: id, prefix, part };
      return c.addField(withOverride, partScope, `${pointer}/parts/${part}`, {
        part: info,
      }) as FieldModel<PartNode>;
    });
    return {
      type: node.type,
      id,
      label: node.label,
      prefix,
      parts: models,
      guards: c.own,
      hideInPrint: node.hideInPrint ?? false,
    };
  };

/** A block's part overrides, whose conditions use the block's own prefix. */
export const blockPartOverrides = (node: BlockNode) => ({
  prefix: node.prefix ?? '',
  parts: (node.parts ?? {}) as Record<string, PartOverride>,
});

/** The answer keys inside a block's view that links may point to: its parts. */
export const blockPartAnchors = (view: BlockView): string[] => view.parts.map((part) => part.key);
