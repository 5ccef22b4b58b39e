import { lintPartnerTexts, splitTranslationGaps } from '@admit/config-lint';
import { describe, expect, it } from 'vitest';
import {
  addNode,
  configTree,
  declaredField,
  duplicateItem,
  flattenTree,
  moveBy,
  moveItem,
  removeItem,
  replaceItem,
  valueAt,
  type StudioFiles,
} from '../../src/index.ts';
import { bundledPartner } from '../helpers.ts';

const { files, lookupColumns } = await bundledPartner();
const firstSection = { file: 'pages/about.json', pointer: '/sections/0/children' };

/** config-lint's errors that stop a save, and the texts a declared language still lacks. */
const lint = (edited: StudioFiles) => {
  const { errors } = lintPartnerTexts('studio', {
    texts: Object.fromEntries(Object.entries(edited).map(([f, v]) => [f, JSON.stringify(v)])),
    lookupColumns,
  });
  const { blocking, gaps } = splitTranslationGaps(errors);
  return { errors: blocking, untranslated: gaps };
};

/** Where each text lacking a translation is: in the bundled partner, only the new node's texts. */
const untranslatedAt = (edited: StudioFiles) =>
  lint(edited).untranslated.map((p) => `${p.rule} ${p.file}#${p.pointer}`);

describe('the config tree', () => {
  it('lists the pages in step order with their sections and nodes', () => {
    const tree = configTree(files);
    expect(tree.map((p) => p.address.file)).toEqual([
      'pages/about.json',
      'pages/education.json',
      'pages/final-steps.json',
    ]);
    const items = flattenTree(tree);
    expect(items.some((i) => i.kind === 'section')).toBe(true);
    const node = items.find((i) => i.kind === 'node')!;
    expect(node.address.pointer).toMatch(/^\/sections\/\d+\/children\/\d+$/);
  });
});

describe('tree edits', () => {
  it('adds a question whose new key is declared in the data model', () => {
    const { files: edited, selected } = addNode(files, firstSection, 'text', files, 0);
    const node = valueAt(edited, selected!) as { key: string; type: string };
    expect(node.type).toBe('text');
    expect(declaredField(edited, node.key)).toEqual({ type: 'string' });
    expect(declaredField(files, node.key)).toBeUndefined();
  });

  it('renaming a new question moves its key in the data model and leaves no trace of the old one', () => {
    const added = addNode(files, firstSection, 'check', files, 0);
    const node = valueAt(added.files, added.selected!) as { key: string };
    const renamed = replaceItem(
      added.files,
      added.selected!,
      { ...node, key: 'studio_probe' },
      files,
    );
    expect(declaredField(renamed.files, 'studio_probe')).toEqual({ type: 'boolean' });
    expect(declaredField(renamed.files, node.key)).toBeUndefined();
  });

  it('keeps a saved key that no question stores any more (only config-lint warns)', () => {
    const first = valueAt(files, { ...firstSection, pointer: `${firstSection.pointer}/0` }) as {
      key?: string;
    };
    const removed = removeItem(
      files,
      { ...firstSection, pointer: `${firstSection.pointer}/0` },
      files,
    );
    if (first.key) expect(declaredField(removed.files, first.key)).toBeDefined();
  });

  it('moves a node down and back up to where it was', () => {
    const at = { ...firstSection, pointer: `${firstSection.pointer}/0` };
    const down = moveBy(files, at, 1);
    expect(down.selected).toEqual({ ...firstSection, pointer: `${firstSection.pointer}/1` });
    expect(valueAt(down.files, down.selected!)).toBe(valueAt(files, at));
    const up = moveBy(down.files, down.selected!, -1);
    expect(up.files['pages/about.json']).toEqual(files['pages/about.json']);
  });

  it('moves a node into another section', () => {
    const from = { ...firstSection, pointer: `${firstSection.pointer}/0` };
    const to = { file: 'pages/about.json', pointer: '/sections/1/children' };
    const moved = moveItem(files, from, to, 0);
    expect(valueAt(moved.files, moved.selected!)).toBe(valueAt(files, from));
    expect(moved.selected).toEqual({ file: 'pages/about.json', pointer: '/sections/1/children/0' });
  });

  it('duplicates a question with a fresh key, and the folder still lints clean', () => {
    const items = flattenTree(configTree(files));
    const text = items.find((i) => i.type === 'text')!;
    const copy = duplicateItem(files, text.address, files);
    const original = valueAt(files, text.address) as { key: string };
    const duplicate = valueAt(copy.files, copy.selected!) as { key: string };
    expect(duplicate.key).not.toBe(original.key);
    expect(duplicate.key.startsWith(`${original.key}_copy`)).toBe(true);
    expect(lint(copy.files).errors).toEqual([]);
    // The bundled partner offers Spanish: the copy's label waits for its translation.
    expect(untranslatedAt(copy.files)).toEqual([
      `translation-missing ${copy.selected!.file}#${copy.selected!.pointer}/label`,
    ]);
  });

  it('a new question of every simple kind keeps the folder free of errors', () => {
    for (const type of [
      'text',
      'phone',
      'select',
      'radio',
      'check',
      'markdown',
      'group',
    ] as const) {
      const { files: edited, selected } = addNode(files, firstSection, type, files);
      expect(lint(edited).errors, type).toEqual([]);
      const at = `${selected!.file}#${selected!.pointer}`;
      for (const gap of untranslatedAt(edited))
        expect(gap.startsWith(`translation-missing ${at}/`), `${type}: ${gap}`).toBe(true);
    }
  });
});
