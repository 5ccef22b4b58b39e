import { languageName } from '@admit/i18n/runtime';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { flattenTree, type TreeItem } from '../model/config-tree.ts';
import type { LanguageGaps } from '../model/missing-translations.ts';
import { tokensOf } from '../model/pointer-edit.ts';
import { itemKey } from '../model/problems-by-item.ts';
import { sameAddress, type Address } from '../model/studio-files.ts';

export interface MissingTranslationsProps {
  /** Each declared language's missing translations (missingTranslations). */
  gaps: readonly LanguageGaps[];
  tree: readonly TreeItem[];
  onSelect(address: Address): void;
}

/**
 * Once the selected item's texts are shown, puts the focus on its first field the language lacks
 * (TextsInEveryLanguage marks it), so a keyboard user types the translation next.
 */
const focusMissingField = (language: string) =>
  setTimeout(() =>
    document
      .querySelector<HTMLElement>(`[data-missing-language="${CSS.escape(language)}"]`)
      ?.focus(),
  );

const texts = (count: number) => (count === 1 ? '1 text lacks' : `${count} texts lack`);

/** An item in the author's words: `"Middle Name" (text) in pages/about.json`, `partner.json`. */
function itemWords(tree: readonly TreeItem[], address: Address): string {
  const item = flattenTree(tree).find((i) => sameAddress(i.address, address));
  if (!item) return address.file;
  const what =
    item.kind === 'node' ? `"${item.label}" (${item.type})` : `${item.kind} "${item.label}"`;
  return `${what} in ${address.file}`;
}

/**
 * The translations the folder still lacks, per language ("Español: 3 texts lack a translation"),
 * each language's list folded away until asked for; every item in a list is a button that selects
 * it, where its texts are edited in every language, and puts the focus on the first field the
 * language lacks there. Nothing when no language lacks a text.
 */
export function MissingTranslations({ gaps, tree, onSelect }: MissingTranslationsProps) {
  if (gaps.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="missing-translations-title"
      sx={{ px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography id="missing-translations-title" variant="h2" sx={{ fontSize: '1rem' }}>
        Missing translations
      </Typography>
      {gaps.map(({ language, count, items }) => (
        <details key={language}>
          <summary>
            <span lang={language}>{languageName(language)}</span>: {texts(count)} a translation
          </summary>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {items.map(({ item, texts: lacking }) => (
              <li key={itemKey(item)}>
                <Button
                  size="small"
                  sx={{ textTransform: 'none', textAlign: 'left' }}
                  onClick={() => {
                    onSelect(item);
                    focusMissingField(language);
                  }}
                >
                  {itemWords(tree, item)}:{' '}
                  {lacking
                    .map((t) => tokensOf(t.pointer.slice(item.pointer.length)).join(' › '))
                    .join(', ')}
                </Button>
              </li>
            ))}
          </Box>
        </details>
      ))}
    </Box>
  );
}
