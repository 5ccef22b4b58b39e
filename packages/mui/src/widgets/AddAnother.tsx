import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The button's text unless the config gives one. */
export const ADD_ANOTHER_TEXT = 'Add Another';

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
}

/** Repeats a block of questions; the Add Another button shows one more, up to the maximum. */
export function AddAnother({ id, label, buttonText, blocks, canAdd, onAdd }: AddAnotherProps) {
  return (
    <Box id={id} className="admit-add-another">
      {blocks.map((block, index) => (
        <Box component="section" key={index} aria-label={label?.replace('{n}', String(index + 1))}>
          {label && (
            <Typography variant="h6" component="h3">
              {label.replace('{n}', String(index + 1))}
            </Typography>
          )}
          {block}
        </Box>
      ))}
      <Button variant="outlined" onClick={onAdd} disabled={!canAdd} sx={{ mt: 1 }}>
        {buttonText ?? ADD_ANOTHER_TEXT}
      </Button>
    </Box>
  );
}
