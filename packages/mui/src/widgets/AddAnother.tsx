import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { productText, useText } from '@admit/react';
import { visuallyHidden } from './visually-hidden.ts';

/**
 * The name of block `n` (1-based) from the config's label, e.g. "Parent/Guardian 2"; without a
 * label, the catalogue's "Entry 2".
 */
export const entryName = (label: string | undefined, n: number): string =>
  label === undefined
    ? productText('addAnother.entry', { n: String(n) })
    : label.replace('{n}', String(n));

/** What the polite live region says after a block is added or removed. */
export const entryAddedText = (name: string): string => productText('addAnother.added', { name });
export const entryRemovedText = (name: string): string =>
  productText('addAnother.removed', { name });
export const removeEntryText = (name: string): string => productText('addAnother.remove', { name });

export interface AddAnotherProps {
  id?: string | undefined;
  /** Heading of each block; `{n}` is the block number. */
  label?: string | undefined;
  buttonText?: string | undefined;
  /** The blocks shown now, rendered by the caller (index 0 = block 1). */
  blocks: readonly ReactNode[];
  /** Below the maximum and logged in. */
  canAdd: boolean;
  onAdd(): void;
  /** The last block was added by the applicant (above the default count) and logged in. */
  canRemove?: boolean | undefined;
  onRemove?(): void;
}

/**
 * Repeats a block of questions; the Add Another button shows one more, up to the maximum, and the
 * last added block has a Remove button. After either, focus moves to the new (or now last) block's
 * heading and a polite live region says what happened, as the GOV.UK "add another" pattern does.
 */
export function AddAnother(props: AddAnotherProps) {
  const { id, label, buttonText, blocks, canAdd, onAdd, canRemove, onRemove } = props;
  const targets = useRef<(HTMLElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  const pending = useRef<{ action: 'added' | 'removed'; from: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const count = blocks.length;
  const t = useText();
  const focusTarget = (index: number) => (element: HTMLElement | null) => {
    targets.current[index] = element;
  };

  useEffect(() => {
    const done = pending.current;
    if (!done || done.from === count) return;
    pending.current = null;
    if (done.action === 'added' && count > done.from) {
      targets.current[count - 1]?.focus();
      setAnnouncement(entryAddedText(entryName(label, count)));
    } else if (done.action === 'removed' && count < done.from) {
      (targets.current[count - 1] ?? addButton.current)?.focus();
      setAnnouncement(entryRemovedText(entryName(label, done.from)));
    }
  }, [count, label]);

  return (
    <Box id={id} className="admit-add-another">
      {blocks.map((block, index) => {
        const name = entryName(label, index + 1);
        const last = index === count - 1;
        return (
          <Box
            component="section"
            key={index}
            aria-label={name}
            // Without a heading the section itself takes focus after an add or remove.
            tabIndex={label ? undefined : -1}
            ref={label ? undefined : focusTarget(index)}
          >
            {label && (
              <Typography variant="h6" component="h3" tabIndex={-1} ref={focusTarget(index)}>
                {name}
              </Typography>
            )}
            {block}
            {last && canRemove && onRemove && (
              <Button
                variant="text"
                color="error"
                sx={{ mt: 1 }}
                onClick={() => {
                  pending.current = { action: 'removed', from: count };
                  onRemove();
                }}
              >
                {t.text('addAnother.remove', { name })}
              </Button>
            )}
          </Box>
        );
      })}
      <Button
        ref={addButton}
        variant="outlined"
        onClick={() => {
          pending.current = { action: 'added', from: count };
          onAdd();
        }}
        disabled={!canAdd}
        sx={{ mt: 1 }}
      >
        {buttonText ?? t.text('addAnother.add')}
      </Button>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}
