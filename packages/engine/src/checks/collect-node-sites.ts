import type { Condition } from '../config/condition.schema.ts';
import { MAX_ADD_ANOTHER_BLOCKS } from '../config/limits.ts';
import type { Node } from '../config/node.schema.ts';
import type { Page, Section } from '../config/page.schema.ts';
import type { PartnerConfig } from '../config/partner-config.schema.ts';
import { withPrefix } from '../conditions/condition-guards.ts';
import { blockPrefix } from '../model/compile-form-model.ts';
import { pointerToken } from './json-pointer.ts';

/** A visibility condition an element inherits, with `{prefix}` resolved, and where it is written. */
export interface SiteGuard {
  condition: Condition;
  pointer: string;
}

/** Where a node of a page sits, with the context its keys and conditions are resolved in. */
export interface NodeSite {
  node: Node;
  pointer: string;
  page: Page;
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
}

/** Where a section sits. */
export interface SectionSite {
  section: Section;
  pointer: string;
  page: Page;
  pageIndex: number;
}

/** Every section and node of a config, in reading order, mirroring how compileFormModel scopes them. */
export function collectNodeSites(config: PartnerConfig): {
  sections: SectionSite[];
  nodes: NodeSite[];
} {
  const sections: SectionSite[] = [];
  const nodes: NodeSite[] = [];
  config.pages.forEach((page, pageIndex) => {
    page.sections.forEach((section, sectionIndex) => {
      const pointer = `/pages/${pageIndex}/sections/${sectionIndex}`;
      sections.push({ section, pointer, page, pageIndex });
      const guards = section.visibleWhen
        ? [{ condition: section.visibleWhen, pointer: `${pointer}/visibleWhen` }]
        : [];
      const base = { page, pageIndex, prefixes: [''], inBlock: false, guards };
      walk(section.children, `${pointer}/children`, base, nodes);
    });
  });
  return { sections, nodes };
}

/** A question's absolute key: inside a block the block prefix is added whether or not `{prefix}` is written. */
export const questionKey = (written: string, prefix: string): string =>
  `${prefix}${written.replace('{prefix}', '')}`;

/** A key reference (condition, controller, sameAs, fills) with `{prefix}` replaced by the block prefix. */
export const referencedKey = (written: string, prefix: string): string =>
  written.replaceAll('{prefix}', prefix);

type Context = Omit<NodeSite, 'node' | 'pointer'>;

function walk(
  children: readonly Node[],
  pointer: string,
  context: Context,
  into: NodeSite[],
): void {
  children.forEach((node, i) => visit(node, `${pointer}/${i}`, context, into));
}

function visit(node: Node, pointer: string, context: Context, into: NodeSite[]): void {
  into.push({ node, pointer, ...context });
  const first = context.prefixes[0] ?? '';
  const own = node.visibleWhen
    ? [{ condition: withPrefix(node.visibleWhen, first), pointer: `${pointer}/visibleWhen` }]
    : [];
  const inner: Context = { ...context, guards: [...context.guards, ...own] };
  switch (node.type) {
    case 'radio':
      for (const [value, children] of Object.entries(node.contentByValue ?? {})) {
        const at = `${pointer}/contentByValue/${pointerToken(value)}`;
        const swap = {
          condition: {
            valueKey: questionKey(node.key, first),
            operator: 'equals' as const,
            target: value,
          },
          pointer: at,
        };
        walk(children, at, { ...inner, guards: [...inner.guards, swap] }, into);
      }
      return;
    case 'addAnother': {
      const max = node.max ?? MAX_ADD_ANOTHER_BLOCKS;
      const prefixes = context.prefixes.flatMap((p) =>
        Array.from({ length: max }, (_, i) => blockPrefix(`${p}${node.prefix}`, i + 1)),
      );
      walk(node.children, `${pointer}/children`, { ...inner, prefixes, inBlock: true }, into);
      return;
    }
    case 'tabs':
      node.tabs.forEach((tab, i) =>
        walk(tab.children, `${pointer}/tabs/${i}/children`, inner, into),
      );
      return;
    case 'confirm': {
      const confirmed: Condition = {
        valueKey: questionKey(node.key, first),
        operator: 'equals',
        target: true,
      };
      walk(
        node.before,
        `${pointer}/before`,
        {
          ...inner,
          guards: [
            ...inner.guards,
            { condition: { not: confirmed }, pointer: `${pointer}/before` },
          ],
        },
        into,
      );
      walk(
        node.after,
        `${pointer}/after`,
        {
          ...inner,
          guards: [...inner.guards, { condition: confirmed, pointer: `${pointer}/after` }],
        },
        into,
      );
      return;
    }
    case 'group':
      walk(node.children, `${pointer}/children`, inner, into);
      return;
    default:
      return;
  }
}
