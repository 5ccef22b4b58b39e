import type { Option } from '@admit/engine';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

export interface OptionRowsEditorProps {
  id: string;
  /** What the rows are, for their group's name. */
  label: string;
  options: readonly Option[];
  onChange(options: Option[]): void;
}

/** Edits a fixed list of options: label and stored value per row; add, remove and reorder rows. */
export function OptionRowsEditor({ id, label, options, onChange }: OptionRowsEditorProps) {
  const set = (index: number, change: Partial<Option>) =>
    onChange(options.map((o, i) => (i === index ? { ...o, ...change } : o)));
  const move = (index: number, delta: number) => {
    const next = [...options];
    const [row] = next.splice(index, 1);
    next.splice(index + delta, 0, row!);
    onChange(next);
  };
  return (
    <Box role="group" aria-label={label}>
      {options.map((option, index) => (
        <Box key={index} sx={{ display: 'flex', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <TextField
            id={`${id}-${index}-label`}
            size="small"
            label={`Label ${index + 1}`}
            value={option.label}
            onChange={(e) => set(index, { label: e.target.value })}
          />
          <TextField
            id={`${id}-${index}-value`}
            size="small"
            label={`Value ${index + 1}`}
            value={option.value}
            onChange={(e) => set(index, { value: e.target.value })}
          />
          <Button
            disabled={index === 0}
            onClick={() => move(index, -1)}
            aria-label={`Move option ${index + 1} up`}
          >
            Up
          </Button>
          <Button
            disabled={index === options.length - 1}
            onClick={() => move(index, 1)}
            aria-label={`Move option ${index + 1} down`}
          >
            Down
          </Button>
          <Button
            color="error"
            disabled={options.length === 1}
            onClick={() => onChange(options.filter((_, i) => i !== index))}
            aria-label={`Remove option ${index + 1}`}
          >
            Remove
          </Button>
        </Box>
      ))}
      <Button
        onClick={() =>
          onChange([...options, { label: 'New option', value: `option_${options.length + 1}` }])
        }
      >
        Add option
      </Button>
    </Box>
  );
}
