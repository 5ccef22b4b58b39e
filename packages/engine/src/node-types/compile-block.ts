import type { NodeOf } from '../config/node.schema.ts';
import { prefixOverride } from '../model/block-node-texts.ts';
import { addressPartNodes, applyOverride, schoolPartNodes } from '../model/block-parts.ts';
import type { BlockPart, ViewNode } from '../model/form-model.ts';
import type { CompileContext } from './node-type.ts';

/** An address or school compiles to one question per part, keyed under the block's prefix. */
export function compileBlock(node: NodeOf<'address' | 'school'>, c: CompileContext): ViewNode {
  const { scope, inner, pointer } = c;
  const prefix = `${scope.prefix}${node.prefix ?? ''}`;
  const parts =
    node.type === 'address' ? addressPartNodes(node, prefix) : schoolPartNodes(node, prefix);
  const overrides = (node.parts ?? {}) as Record<string, Parameters<typeof applyOverride>[1]>;
  const titles = node.label ? [...inner.titles, node.label] : inner.titles;
  const partScope = { ...inner, prefix: '', titles };
  const id = `${node.id}${scope.idSuffix}`;
  const models = parts.map(({ part, node: partNode }) => {
    const override = overrides[part];
    const withOverride = applyOverride(partNode, override && prefixOverride(override, prefix));
    const info: BlockPart = { block: node.type, blockId: id, prefix, part };
    return c.addField(withOverride, partScope, `${pointer}/parts/${part}`, { part: info });
  });
  return {
    type: node.type,
    id,
    label: node.label,
    prefix,
    parts: models,
    guards: c.own,
    hideInPrint: node.hideInPrint ?? false,
  } as ViewNode;
}

/** A block's part overrides, whose conditions use the block's own prefix. */
export const blockPartOverrides = (node: NodeOf<'address' | 'school'>) => ({
  prefix: node.prefix ?? '',
  parts: node.parts ?? {},
});
