import type { Condition } from '../config/condition.schema.ts';
import type { BaseNode } from '../config/node-base.schema.ts';
import type { Page, Section } from '../config/page.schema.ts';
import type { PartnerConfig } from '../config/partner-config.schema.ts';
import { withPrefix } from '../conditions/condition-guards.ts';
import { blockPrefix } from '../model/block-keys.ts';
import { definitionOf, type NodeTypeRegistry } from './node-type.ts';

/** A visibility condition an element inherits, with `{prefix}` resolved, and where it is written. */
export interface SiteGuard {
  condition: Condition;
  pointer: string;
}

/** Where a node of a page sits, with the context its keys and conditions are resolved in. */
export interface NodeSite<N extends BaseNode = BaseNode> {
  node: N;
  pointer: string;
  page: Page<N>;
  pageIndex: number;
  /**
   * The prefixes the node's own keys and conditions get: `['']` outside add-another blocks, and
   * one per block inside (every combination for nested blocks), block 1 first.
   */
  prefixes: string[];
  /** Inside an add-another block, where `{prefix}` means the block's prefix. */
  inBlock: boolean;
  /** Conditions of the section and ancestors (block 1's), outermost first; not the node's own. */
  guards: SiteGuard[];
  /** The nodes it sits in, outermost first. */
  ancestors: readonly N[];
}

/** Where a section sits. */
export interface SectionSite<N extends BaseNode = BaseNode> {
  section: Section<N>;
  pointer: string;
  page: Page<N>;
  pageIndex: number;
}

/** What a pass does at each section and node; both are called in reading order. */
export interface ConfigVisitor<N extends BaseNode = BaseNode> {
  section?(site: SectionSite<N>): void;
  node?(site: NodeSite<N>): void;
}

interface Walk {
  nodeTypes: NodeTypeRegistry;
  visitor: ConfigVisitor;
}

type Context = Omit<NodeSite, 'node' | 'pointer'>;

/**
 * Walks every section and node of a config in reading order, scoping them the way compileFormModel
 * does: the one walk of the config tree, which every pass over the config uses. A node's children
 * are the lists its node type (in `nodeTypes`) names.
 */
export function walkConfig<N extends BaseNode>(
  config: PartnerConfig<N>,
  nodeTypes: NodeTypeRegistry,
  visitor: ConfigVisitor<N>,
): void {
  const w: Walk = { nodeTypes, visitor: visitor as ConfigVisitor };
  config.pages.forEach((page, pageIndex) => {
    page.sections.forEach((section, sectionIndex) => {
      const pointer = `/pages/${pageIndex}/sections/${sectionIndex}`;
      visitor.section?.({ section, pointer, page, pageIndex });
      const guards = section.visibleWhen
        ? [{ condition: section.visibleWhen, pointer: `${pointer}/visibleWhen` }]
        : [];
      const context = { page, pageIndex, prefixes: [''], inBlock: false, guards, ancestors: [] };
      walk(section.children, `${pointer}/children`, context as Context, w);
    });
  });
}

function walk(nodes: readonly BaseNode[], pointer: string, context: Context, w: Walk) {
  nodes.forEach((node, i) => visit(node, `${pointer}/${i}`, context, w));
}

function visit(node: BaseNode, pointer: string, context: Context, w: Walk): void {
  w.visitor.node?.({ node, pointer, ...context });
  const first = context.prefixes[0] ?? '';
  const own = node.visibleWhen
    ? [{ condition: withPrefix(node.visibleWhen, first), pointer: `${pointer}/visibleWhen` }]
    : [];
  const inner: Context = {
    ...context,
    guards: [...context.guards, ...own],
    ancestors: [...context.ancestors, node],
  };
  for (const list of definitionOf(w.nodeTypes, node.type).children?.(node) ?? []) {
    const at = `${pointer}${list.at}`;
    let scope = inner;
    if (list.when)
      scope = { ...scope, guards: [...scope.guards, { condition: list.when(first), pointer: at }] };
    if (list.block) {
      const { prefix, max } = list.block;
      const prefixes = context.prefixes.flatMap((p) =>
        Array.from({ length: max }, (_, i) => blockPrefix(`${p}${prefix}`, i + 1)),
      );
      scope = { ...scope, prefixes, inBlock: true };
    }
    walk(list.nodes, at, scope, w);
  }
}
