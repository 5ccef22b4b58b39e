import { translationFile } from '@admit/engine';
import { languageName } from '@admit/i18n/runtime';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { TreeItem } from '../model/config-tree.ts';
import { translationsOf } from '../model/folder-languages.ts';
import { itemTexts, type ItemText } from '../model/item-texts.ts';
import { valueAt } from '../model/pointer-edit.ts';
import type { Address, StudioFiles } from '../model/studio-files.ts';
import { setDefaultText, setTranslation } from '../model/translation-edits.ts';
import type { EditResult } from '../model/tree-edits.ts';

export interface TextsInEveryLanguageProps {
  files: StudioFiles;
  /** The folder as last saved (a translations file the author empties goes again if it had none). */
  baseline: StudioFiles;
  tree: readonly TreeItem[];
  address: Address;
  /** The folder's languages, its default first. */
  languages: readonly string[];
  /** Records an edit of the files as they are when it is applied; a run with one tag is one undo step. */
  onEdit(change: (files: StudioFiles) => EditResult, tag: string): void;
  /** Selects another item (a node's named option list, whose texts are edited there). */
  onSelect(address: Address): void;
}

/** The file of the named option list a node takes its options from, if it has one in the folder. */
function optionListOf(files: StudioFiles, address: Address): string | undefined {
  const node = valueAt(files, address) as { options?: unknown } | undefined;
  const file = typeof node?.options === 'string' ? `options/${node.options}.json` : undefined;
  return file && Object.hasOwn(files, file) ? file : undefined;
}

/** A language's name in English, the studio's language (for its sentences about a language). */
const englishName = (language: string): string => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
};

/** A DOM id from a text id (which holds `#`, `/` and `~`). */
const domId = (id: string, language: string) =>
  `text-${language}-${id.replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.charCodeAt(0).toString(16)}`)}`;

/**
 * The selected item's texts (itemTexts: its own, not those of the items inside it) in every
 * language the folder offers, side by side: one field per language, labelled with the language's
 * own name ("English", "Español") and marked with its `lang`. The default language's field edits
 * the text where it is written (the same value the node editor's form shows); each other
 * language's edits `translations/<language>.json` at the text's id, and emptying it removes the
 * entry, so the text is missing in that language again (the applicant then reads the default
 * language's). Every change is an edit of the studio's history: undo, redo and save apply. A
 * question whose options are a named list links to the list, whose texts are edited there.
 * Nothing in a folder of one language.
 */
export function TextsInEveryLanguage(props: TextsInEveryLanguageProps) {
  const { files, baseline, tree, address, languages, onEdit, onSelect } = props;
  const texts = useMemo(() => itemTexts(files, address, tree), [files, address, tree]);
  const [defaultLanguage = 'en', ...others] = languages;
  const translations = useMemo(
    () => Object.fromEntries(languages.slice(1).map((l) => [l, translationsOf(files, l)])),
    [files, languages],
  );
  const optionList = address.file.startsWith('pages/') ? optionListOf(files, address) : undefined;
  // A folder of one language has its texts in the form alone.
  if (languages.length < 2 || (texts.length === 0 && !optionList)) return null;
  const field = (text: ItemText, language: string) => {
    const isDefault = language === defaultLanguage;
    const value = isDefault ? text.text : (translations[language]?.[text.id] ?? '');
    const missing = !isDefault && value.trim() === '';
    const id = domId(text.id, language);
    return (
      <TextField
        key={language}
        id={id}
        size="small"
        fullWidth
        // Every field grows with its text (a label or a paragraph of markdown) and never changes
        // kind as the author types, which would take the focus away.
        multiline
        maxRows={12}
        label={languageName(language)}
        value={value}
        helperText={
          missing
            ? `Not translated yet: the applicant sees the ${englishName(defaultLanguage)}.`
            : undefined
        }
        slotProps={{
          htmlInput: {
            lang: language,
            'data-text-id': text.id,
            ...(missing ? { 'data-missing-language': language } : {}),
          },
          inputLabel: { lang: language },
        }}
        onChange={(event) => {
          const next = event.target.value;
          onEdit(
            (current) =>
              isDefault
                ? setDefaultText(current, text, next)
                : setTranslation(current, language, text.id, next, baseline),
            `text:${language}:${text.id}`,
          );
        }}
      />
    );
  };
  return (
    <Box component="section" aria-labelledby="texts-title" sx={{ p: 2, pt: 0 }}>
      <Typography id="texts-title" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Texts in every language
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        The {englishName(defaultLanguage)} text is written in {address.file}
        {others.length > 0 &&
          `; each other language's in ${others.map(translationFile).join(', ')}, by the text's id`}
        .
      </Typography>
      {optionList && (
        <Button
          sx={{ mb: 2, textTransform: 'none' }}
          onClick={() => onSelect({ file: optionList, pointer: '' })}
        >
          Its options&apos; texts in every language: {optionList}
        </Button>
      )}
      {texts.map((text) => (
        <Box
          component="fieldset"
          key={text.id}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 2, p: 1.5, minWidth: 0 }}
        >
          <Box component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
            {text.members.join(' › ') || text.id}
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
            }}
          >
            {languages.map((language) => field(text, language))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
