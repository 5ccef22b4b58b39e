import { nodeTypeOf, type Node, type Page, type Section } from '@admit/node-types';
import { pointerOf } from './pointer-edit.ts';
import { pageFiles, type Address, type StudioFiles } from './studio-files.ts';

/** What a tree item stands for. `list` is a named list of nodes inside a block (a tab, `before`...). */
export type TreeItemKind = 'page' | 'section' | 'node' | 'list';

/** One row of the studio's tree: a page, a section, a node or a list of nodes inside a block. */
export interface TreeItem {
  kind: TreeItemKind;
  /** Where the item's value is (for a list: the array). */
  address: Address;
  /** What the author reads: a title, a label, a key. */
  label: string;
  /** The node's type (nodes only). */
  type?: Node['type'];
  /** The lists of nodes this item holds, where a new child goes (the array's address). */
  childList?: Address;
  children: TreeItem[];
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** A node's name in the tree: its label or title, else its key or id, with its type. */
export function nodeLabel(node: Partial<Record<string, unknown>>): string {
  const name =
    text(node.label) ??
    text(node.title) ??
    text(node.key) ??
    text(node.id) ??
    text(node.buttonId) ??
    text(node.tabId) ??
    text(node.markdown)?.slice(0, 40) ??
    '(untitled)';
  return name.length > 60 ? `${name.slice(0, 57)}...` : name;
}

/** A JSON pointer's tokens (`/tabs/0/children`: `tabs`, 0, `children`). */
const tokensOf = (pointer: string): (string | number)[] =>
  pointer
    .split('/')
    .slice(1)
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((token) => (/^\d+$/.test(token) ? Number(token) : token));

/**
 * The named lists of child nodes a node holds (by pointer tokens under the node), as its node
 * type's definition lists them (`children`).
 */
export function childListsOf(node: Node): { label: string; tokens: (string | number)[] }[] {
  return (nodeTypeOf(node.type).children?.(node) ?? []).map((list) => ({
    label: list.label ?? 'children',
    tokens: tokensOf(list.at),
  }));
}

function nodeItems(file: string, nodes: unknown, base: (string | number)[]): TreeItem[] {
  if (!Array.isArray(nodes)) return [];
  return nodes.map((value, index) => {
    const node = value as Node;
    const tokens = [...base, index];
    const lists = childListsOf(node);
    const only = lists.length === 1 && lists[0]!.label === 'children' ? lists[0] : undefined;
    const children = only
      ? nodeItems(file, (node as { children?: unknown }).children, [...tokens, 'children'])
      : lists.map((list): TreeItem => ({
          kind: 'list',
          label: list.label,
          address: { file, pointer: pointerOf([...tokens, ...list.tokens]) },
          childList: { file, pointer: pointerOf([...tokens, ...list.tokens]) },
          children: nodeItems(file, listValue(node, list.tokens), [...tokens, ...list.tokens]),
        }));
    return {
      kind: 'node',
      label: nodeLabel(node as unknown as Record<string, unknown>),
      type: node.type,
      address: { file, pointer: pointerOf(tokens) },
      ...(only ? { childList: { file, pointer: pointerOf([...tokens, 'children']) } } : {}),
      children,
    };
  });
}

const listValue = (node: Node, tokens: (string | number)[]): unknown =>
  tokens.reduce<unknown>(
    (value, token) =>
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[token]
        : undefined,
    node,
  );

/**
 * The folder's pages, their sections and every node inside them, as the studio's tree shows
 * them, each with its address in its page file.
 */
export function configTree(files: StudioFiles): TreeItem[] {
  return pageFiles(files).map((file): TreeItem => {
    const page = files[file] as Partial<Page>;
    const sections = Array.isArray(page.sections) ? page.sections : [];
    return {
      kind: 'page',
      label: text(page.title) ?? file,
      address: { file, pointer: '' },
      childList: { file, pointer: '/sections' },
      children: sections.map((value, index): TreeItem => {
        const section = value as Partial<Section>;
        return {
          kind: 'section',
          label: text(section.title) ?? text(section.id) ?? '(untitled section)',
          address: { file, pointer: pointerOf(['sections', index]) },
          childList: { file, pointer: pointerOf(['sections', index, 'children']) },
          children: nodeItems(file, section.children, ['sections', index, 'children']),
        };
      }),
    };
  });
}

/** Every item of the tree, depth first (pages, then their sections and nodes, in order). */
export function flattenTree(items: readonly TreeItem[]): TreeItem[] {
  return items.flatMap((item) => [item, ...flattenTree(item.children)]);
}
