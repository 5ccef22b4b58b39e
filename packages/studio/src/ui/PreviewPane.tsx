import { nearestPointer } from '@admit/engine';
import { languageName } from '@admit/i18n/runtime';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Component, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { compileFiles, type CompiledFiles } from '../model/compile-files.ts';
import { flattenTree, type TreeItem } from '../model/config-tree.ts';
import { filesInLanguage } from '../model/files-in-language.ts';
import type { Address, StudioFiles } from '../model/studio-files.ts';
import { PagePreview, type PreviewMode } from '../preview/PagePreview.tsx';

const MODES: Record<PreviewMode, string> = {
  edit: 'Edit',
  validating: 'Validating',
  print: 'Staff print',
};

/** Keeps the studio alive when a half-written config breaks the renderer. */
class PreviewBoundary extends Component<
  { children: ReactNode; resetKey: unknown },
  { error?: string; key?: unknown }
> {
  override state: { error?: string; key?: unknown } = {};
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  static getDerivedStateFromProps(props: { resetKey: unknown }, state: { key?: unknown }) {
    return props.resetKey === state.key ? null : { key: props.resetKey, error: undefined };
  }
  override render() {
    return this.state.error ? (
      <Typography role="alert">The page cannot be shown: {this.state.error}</Typography>
    ) : (
      this.props.children
    );
  }
}

export interface PreviewPaneProps {
  files: StudioFiles;
  tree: readonly TreeItem[];
  selected: Address | undefined;
  /** The folder's languages, its default first: the preview shows any of them. */
  languages: readonly string[];
  onSelect(address: Address): void;
}

/** The tree node holding the value at an address (the node itself, or its nearest node ancestor). */
function nodeHolding(tree: readonly TreeItem[], address: Address): Address | undefined {
  const items = flattenTree(tree).filter(
    (i) => i.kind === 'node' && i.address.file === address.file,
  );
  let best: TreeItem | undefined;
  for (const item of items)
    if (
      address.pointer === item.address.pointer ||
      address.pointer.startsWith(`${item.address.pointer}/`)
    )
      if (!best || item.address.pointer.length > best.address.pointer.length) best = item;
  return best?.address;
}

/**
 * The page of the selected item, rendered live by the applicant app's renderer with sample
 * answers, in edit, validating or staff print mode, in any of the folder's languages (its select,
 * shown when the folder offers more than one). Clicking a question selects its node. While the
 * files do not compile, the last page that did stays on screen.
 *
 * The staff print view is always in the default language, whatever the select says: staff read
 * the staff view, the application PDF and exports in the partner's default language (and the
 * `<key>_desc` answers are stored in it), so that is the print an author has to check.
 */
export function PreviewPane({ files, tree, selected, languages, onSelect }: PreviewPaneProps) {
  const [mode, setMode] = useState<PreviewMode>('edit');
  const [chosen, setLanguage] = useState<string | undefined>(undefined);
  const defaultLanguage = languages[0] ?? 'en';
  const language = chosen && languages.includes(chosen) ? chosen : defaultLanguage;
  const shownLanguage = mode === 'print' ? defaultLanguage : language;
  const lastGood = useRef<CompiledFiles | undefined>(undefined);
  const translated = useMemo(
    () => filesInLanguage(files, shownLanguage, defaultLanguage),
    [files, shownLanguage, defaultLanguage],
  );
  const compiled = compileFiles(translated);
  if (compiled) lastGood.current = compiled;
  const shown = lastGood.current;
  const pageFile = selected?.file.startsWith('pages/') ? selected.file : tree[0]?.address.file;
  const pageId = (files[pageFile ?? ''] as { id?: string } | undefined)?.id;
  const onClick = (event: MouseEvent) => {
    if (!shown) return;
    for (
      let element = event.target as HTMLElement | null;
      element;
      element = element.parentElement
    ) {
      // A question's anchor is its answer key (the engine's compiled field knows where it is written).
      const field = element.id ? shown.model.fieldsByKey.get(element.id) : undefined;
      if (!field) continue;
      const node = nodeHolding(tree, shown.locate(nearestPointer(shown.config, field.pointer)));
      if (node) return onSelect(node);
    }
  };
  return (
    <Box component="section" aria-labelledby="preview-title" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography id="preview-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
          Preview
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={mode}
          onChange={(_, next: PreviewMode | null) => next && setMode(next)}
          aria-label="Preview mode"
        >
          {Object.entries(MODES).map(([value, label]) => (
            <ToggleButton key={value} value={value}>
              {label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {languages.length > 1 && (
          <TextField
            select
            size="small"
            id="preview-language"
            label="Preview language"
            sx={{ minWidth: '11rem' }}
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
            slotProps={{ select: { native: true } }}
          >
            {languages.map((l) => (
              <option key={l} value={l} lang={l}>
                {languageName(l)}
              </option>
            ))}
          </TextField>
        )}
        {mode === 'print' && language !== defaultLanguage && (
          <Typography variant="body2">
            Staff print is in {languageName(defaultLanguage)}, the language staff read.
          </Typography>
        )}
        {!compiled && shown && (
          <Typography role="status" color="error">
            The folder does not compile: showing the last version that did.
          </Typography>
        )}
      </Box>
      {/* A click selects the question's node; keyboard users select it in the tree. */}
      <div onClick={onClick} data-testid="preview" className="studio-preview" lang={shownLanguage}>
        {shown && pageId && shown.model.pages.some((p) => p.id === pageId) ? (
          <PreviewBoundary resetKey={shown}>
            <PagePreview
              model={shown.model}
              theme={shown.config.partner.theme}
              pageId={pageId}
              mode={mode}
            />
          </PreviewBoundary>
        ) : (
          <Typography>The page cannot be shown until the folder compiles.</Typography>
        )}
      </div>
    </Box>
  );
}
