import type { Node, NodeType, Option, Section } from '@admit/engine';
import type { StudioFiles } from './studio-files.ts';

/** The node types an author can add from the tree, with what the menu says. */
export const NODE_TYPE_NAMES: Readonly<Record<NodeType, string>> = {
  text: 'Text question',
  phone: 'Phone number',
  select: 'Drop-down',
  dependentSelect: 'Dependent drop-down',
  radio: 'Radio buttons',
  check: 'Check box',
  checkboxGroup: 'Check box group',
  file: 'Document upload',
  lookup: 'Search lookup',
  address: 'Address block',
  school: 'School block',
  addAnother: 'Add-another block',
  tabs: 'Tabs',
  confirm: 'Confirm switch',
  group: 'Group',
  markdown: 'Static text',
};

/** Every name (key, id, button id, tab id, prefix) used anywhere in the folder's pages and data model. */
function usedNames(files: StudioFiles): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') names.add(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null)
      for (const [key, member] of Object.entries(value)) {
        names.add(key);
        visit(member);
      }
  };
  for (const [file, content] of Object.entries(files))
    if (file.startsWith('pages/') || file === 'data-model.json') visit(content);
  return names;
}

/** A name `<base>_<n>` (or `<base>_<n>_` for a prefix) not used anywhere in the folder. */
export function freshName(
  files: StudioFiles,
  base: string,
  suffix = '',
  taken: ReadonlySet<string> = new Set(),
): string {
  const used = usedNames(files);
  for (let n = 1; ; n++) {
    const name = `${base}_${n}${suffix}`;
    const plain = name.replace(/_$/, '');
    if (!used.has(name) && !used.has(plain) && !taken.has(name)) return name;
  }
}

/** The first option list of the folder (what a new drop-down or radio starts with), else two inline options. */
const firstOptionList = (files: StudioFiles): string | Option[] =>
  Object.keys(files)
    .filter((f) => /^options\/[^/]+\.json$/.test(f))
    .sort()[0]
    ?.slice('options/'.length, -'.json'.length) ?? [
    { label: 'First option', value: 'first' },
    { label: 'Second option', value: 'second' },
  ];

/** A new node of a type, with names no other node uses and the members its schema requires. */
export function newNode(files: StudioFiles, type: NodeType): Node {
  const key = freshName(files, 'new_question');
  const id = freshName(files, 'new_block');
  const label = 'New question';
  switch (type) {
    case 'text':
    case 'phone':
    case 'check':
    case 'file':
      return { type, key, label };
    case 'select':
    case 'radio':
      return { type, key, label, options: firstOptionList(files) };
    case 'dependentSelect':
      return { type, key, label, controller: '', options: firstOptionList(files) };
    case 'lookup':
      return { type, key, label, category: 'hs_ceeb' };
    case 'checkboxGroup':
      return { type, id, label, items: [{ key, label: 'First box' }] };
    case 'address':
      return { type, id, prefix: freshName(files, 'new_address', '_') };
    case 'school':
      return { type, id, prefix: freshName(files, 'new_school', '_'), category: 'hs_ceeb' };
    case 'addAnother':
      return { type, buttonId: id, prefix: freshName(files, 'new_entry', '_'), children: [] };
    case 'tabs':
      return {
        type,
        tabId: id,
        defaultTab: 'first',
        tabs: [
          { value: 'first', label: 'First', children: [] },
          { value: 'second', label: 'Second', children: [] },
        ],
      };
    case 'confirm':
      return { type, key, mode: 'button', label: 'Confirm', before: [], after: [] };
    case 'group':
      return { type, id, children: [] };
    case 'markdown':
      return { type, id, markdown: 'New text.' };
  }
}

/** A new, empty section. */
export const newSection = (files: StudioFiles): Section => ({
  id: freshName(files, 'new_section'),
  title: 'New section',
  children: [],
});

/** Names that identify a node (answer keys, anchor ids, prefixes). */
const NAME_MEMBERS = ['key', 'id', 'buttonId', 'tabId', 'prefix'] as const;

/** A copy of a node (and of everything in it) with fresh names, so the copy is valid beside the original. */
export function duplicateNode(files: StudioFiles, node: unknown): unknown {
  const taken = new Set<string>();
  const rename = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rename);
    if (typeof value !== 'object' || value === null) return value;
    const copy: Record<string, unknown> = {};
    for (const [member, inner] of Object.entries(value)) {
      if ((NAME_MEMBERS as readonly string[]).includes(member) && typeof inner === 'string') {
        const prefix = inner.endsWith('_');
        const base = inner.replace(/^\{prefix\}/, '').replace(/_$/, '');
        const fresh = freshName(files, `${base}_copy`, prefix ? '_' : '', taken);
        taken.add(fresh);
        copy[member] = inner.startsWith('{prefix}') ? `{prefix}${fresh}` : fresh;
      } else copy[member] = rename(inner);
    }
    return copy;
  };
  return rename(node);
}
