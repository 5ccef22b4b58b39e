import { isBlockingError } from '@admit/config-lint/browser';
import type { Option, OptionList } from '@admit/engine';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo } from 'react';
import { declaredKeys } from '../model/answer-keys.ts';
import { compileFiles } from '../model/compile-files.ts';
import { configTree } from '../model/config-tree.ts';
import { folderLanguages } from '../model/folder-languages.ts';
import { missingTranslations } from '../model/missing-translations.ts';
import { setAt, valueAt } from '../model/pointer-edit.ts';
import { itemKey, problemsByItem } from '../model/problems-by-item.ts';
import { replaceItem } from '../model/tree-edits.ts';
import { MissingTranslations } from './MissingTranslations.tsx';
import { NodeEditor } from './NodeEditor.tsx';
import { PreviewPane } from './PreviewPane.tsx';
import { saveMessages } from './save-messages.ts';
import { TextsInEveryLanguage } from './TextsInEveryLanguage.tsx';
import { TreePane } from './TreePane.tsx';
import { useLint } from './use-lint.ts';
import { useStudio } from './use-studio.ts';
import type { StudioFormContext } from './widgets/studio-form-context.ts';

/** JSON without undefined members (what the form leaves for an emptied field). */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null)) as unknown;

/**
 * The config studio: the partner's tree on the left, the selected item's form in the middle, the
 * live page on the right; config-lint on every change, save refused while it finds errors, undo
 * and redo (Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y).
 */
export function App() {
  const studio = useStudio();
  const { session, files, selected, edit, undo, redo } = studio;
  const lint = useLint(files, session?.lookupColumns ?? NO_LOOKUPS);
  const tree = useMemo(() => (files ? configTree(files) : []), [files]);
  const problems = useMemo(
    () => problemsByItem(tree, [...lint.errors, ...lint.untranslated, ...lint.warnings]),
    [tree, lint],
  );
  const partner = files?.['partner.json'];
  // One array per partner.json: the panels below memoise on it.
  const languages = useMemo(() => folderLanguages({ 'partner.json': partner }), [partner]);
  const missing = useMemo(
    () => (files ? missingTranslations(files, lint.untranslated, tree) : []),
    [files, lint.untranslated, tree],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const target = event.target as HTMLElement;
      // Inside a text input, the browser's own undo applies.
      if (target.closest('input, textarea')) return;
      const key = event.key.toLowerCase();
      const action =
        key === 'z' && !event.shiftKey ? undo : key === 'y' || key === 'z' ? redo : undefined;
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  const formContext = useMemo((): StudioFormContext | undefined => {
    if (!files) return undefined;
    const optionLists = Object.fromEntries(
      Object.entries(files)
        .filter(([file]) => /^options\/[^/]+\.json$/.test(file))
        .map(([file, list]) => [
          file.slice('options/'.length, -'.json'.length),
          list as OptionList,
        ]),
    );
    return {
      answerKeys: declaredKeys(files),
      optionLists,
      optionsOfKey: (key: string): readonly Option[] | undefined =>
        compileFiles(files)?.model.fieldsByKey.get(key)?.options,
      onOptionListChange: (name: string, list: OptionList) =>
        edit(
          (current) => ({
            files: setAt(current, { file: `options/${name}.json`, pointer: '' }, list),
          }),
          `options/${name}`,
        ),
    };
  }, [files, edit]);

  const onFormChange = useCallback(
    (value: unknown) => {
      if (!files || !selected || !session) return;
      const next = plain(value) as Record<string, unknown>;
      const current = (valueAt(files, selected) ?? {}) as Record<string, unknown>;
      const changed = [...new Set([...Object.keys(next), ...Object.keys(current)])].filter(
        (member) => JSON.stringify(next[member]) !== JSON.stringify(current[member]),
      );
      if (changed.length === 0) return;
      // Typing into one member is one undo step; another member starts a new one.
      edit(
        (latest) => replaceItem(latest, selected, next, session.baseline),
        `form:${itemKey(selected)}:${changed.join(',')}`,
      );
    },
    [files, selected, session, edit],
  );

  if (studio.loadError) return <Alert severity="error">{studio.loadError}</Alert>;
  if (!session || !files || !formContext)
    return <Typography sx={{ p: 2 }}>Loading the partner folder...</Typography>;
  const errorCount = lint.errors.length;
  // An entry for a text that is gone is a gap too, but no text lacks its translation.
  const untranslatedCount = lint.untranslated.filter(
    (p) => p.rule !== 'translation-unknown-id',
  ).length;
  const selectedProblems = selected ? (problems.get(itemKey(selected)) ?? []) : [];
  const otherProblems = [...problems.entries()]
    .filter(([key]) => !tree.length || !key.startsWith('pages/'))
    .flatMap(([, list]) => list);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          p: 1,
          borderBottom: 1,
          borderColor: 'divider',
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
          Config studio: {session.name}
        </Typography>
        <Button onClick={undo} disabled={!studio.canUndo}>
          Undo
        </Button>
        <Button onClick={redo} disabled={!studio.canRedo}>
          Redo
        </Button>
        <Button
          variant="contained"
          onClick={() => void studio.save()}
          disabled={errorCount > 0 || !lint.current}
        >
          Save
        </Button>
        <Typography role="status" aria-live="polite" variant="body2">
          {!lint.current
            ? 'Checking...'
            : errorCount
              ? `config-lint: ${errorCount} ${errorCount === 1 ? 'error' : 'errors'}; fix them to save.`
              : `config-lint: no errors${lint.warnings.length ? `, ${lint.warnings.length} warnings` : ''}${untranslatedCount ? `; ${untranslatedCount} ${untranslatedCount === 1 ? 'text lacks a translation' : 'texts lack a translation'}` : ''}.`}
          {studio.dirty ? ' Unsaved changes.' : ''}
        </Typography>
      </Box>
      {session.saveMessage && (
        <Alert
          severity={session.saveMessage.ok ? 'success' : 'error'}
          role="alert"
          action={
            session.saveMessage.changedOnDisk && (
              <Button color="inherit" onClick={() => void studio.reloadAndReapply()}>
                {saveMessages.reloadAndReapply}
              </Button>
            )
          }
        >
          {session.saveMessage.text}
          {session.saveMessage.details && (
            <ul>
              {session.saveMessage.details.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )}
          {session.saveMessage.errors && (
            <ul>
              {session.saveMessage.errors.map((p, i) => (
                <li key={i}>
                  {p.file}:{p.line}:{p.column} {p.pointer}: {p.message}
                </li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      {otherProblems.some(isBlockingError) && (
        <Alert severity="error">
          <ul>
            {otherProblems.filter(isBlockingError).map((p, i) => (
              <li key={i}>
                {p.file} {p.pointer}: {p.message}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <MissingTranslations gaps={missing} tree={tree} onSelect={studio.selectItem} />
      <Box
        component="main"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: '1fr 1.3fr 1.6fr' },
          flex: 1,
          minHeight: 0,
        }}
      >
        <Box sx={{ overflow: 'auto', borderRight: 1, borderColor: 'divider' }}>
          <TreePane
            tree={tree}
            files={files}
            baseline={session.baseline}
            selected={selected}
            problems={problems}
            onSelect={studio.selectItem}
            onEdit={(result) => edit(result)}
          />
        </Box>
        <Box
          component="section"
          aria-label="Selected item"
          sx={{ overflow: 'auto', borderRight: 1, borderColor: 'divider' }}
        >
          <NodeEditor
            files={files}
            address={selected}
            problems={selectedProblems}
            formContext={formContext}
            onChange={onFormChange}
          />
          {selected && (
            <TextsInEveryLanguage
              files={files}
              baseline={session.baseline}
              tree={tree}
              address={selected}
              languages={languages}
              onEdit={edit}
              onSelect={studio.selectItem}
            />
          )}
        </Box>
        <Box sx={{ overflow: 'auto' }}>
          <PreviewPane
            files={files}
            tree={tree}
            selected={selected}
            languages={languages}
            onSelect={studio.selectItem}
          />
        </Box>
      </Box>
    </Box>
  );
}

const NO_LOOKUPS: Readonly<Record<string, readonly string[]>> = {};
