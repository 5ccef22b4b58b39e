import type { LintProblem } from '@admit/config-lint/browser';
import type { PartnerText } from '@admit/engine';
import type { TreeItem } from './config-tree.ts';
import { folderLanguages, translationOf } from './folder-languages.ts';
import { itemHolding } from './item-holding.ts';
import { textsOf } from './item-texts.ts';
import { itemKey } from './problems-by-item.ts';
import type { Address, StudioFiles } from './studio-files.ts';

/** The texts one item lacks in a language. */
export interface ItemGaps {
  /** The page, section or node holding them (a file outside pages: the file, pointer ""). */
  item: Address;
  texts: PartnerText[];
}

/** What a declared language still lacks. */
export interface LanguageGaps {
  language: string;
  /** How many texts lack a translation into it. */
  count: number;
  /** Those texts by the item holding them, in document order. */
  items: ItemGaps[];
}

/**
 * The translations each declared language but the default still lacks, from config-lint's
 * translation gaps (`translation-missing` at the text, `translation-file-missing` at the
 * language): each gap's text, under every language the files give no translation of it, grouped
 * by the tree item holding the text, so a list of them selects where each is edited. A gap the
 * files have filled since lint ran is left out. Languages without a gap are left out.
 */
export function missingTranslations(
  files: StudioFiles,
  gaps: readonly Pick<LintProblem, 'file' | 'pointer' | 'rule'>[],
  tree: readonly TreeItem[],
): LanguageGaps[] {
  const [, ...others] = folderLanguages(files);
  const texts = textsOf(files);
  const wholeLanguage = gaps.some((gap) => gap.rule === 'translation-file-missing');
  const atGap = new Set(
    gaps.filter((gap) => gap.rule === 'translation-missing').map((gap) => itemKey(gap)),
  );
  const gapTexts = wholeLanguage ? texts : texts.filter((text) => atGap.has(itemKey(text)));
  return others
    .map((language): LanguageGaps => {
      const lacking = gapTexts.filter(
        (text) => text.text.trim() !== '' && translationOf(files, language, text.id) === undefined,
      );
      const byItem = new Map<string, ItemGaps>();
      for (const text of lacking) {
        const item = itemHolding(tree, text);
        const key = itemKey(item);
        const entry = byItem.get(key) ?? { item, texts: [] };
        entry.texts.push(text);
        byItem.set(key, entry);
      }
      return { language, count: lacking.length, items: [...byItem.values()] };
    })
    .filter((gaps) => gaps.count > 0);
}
