import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

export interface AnswerKeyInputProps {
  id: string;
  label: string;
  value: string | undefined;
  /** The keys the data model declares. */
  answerKeys: readonly string[];
  onChange(value: string): void;
  helperText?: string;
  required?: boolean;
  error?: boolean;
}

const KEY = /^(\{prefix\})?[a-z][a-z0-9_]*$/;

/**
 * An answer key, autocompleted from the data model. A key that is not declared yet may be typed:
 * the studio adds it to `data-model.json` when a question stores it.
 */
export function AnswerKeyInput(props: AnswerKeyInputProps) {
  const { id, label, value, answerKeys, onChange, helperText, required, error } = props;
  const text = value ?? '';
  const isNew = text !== '' && !answerKeys.includes(text);
  const invalid = text !== '' && !KEY.test(text);
  const hint = invalid
    ? 'Use lower-case letters, digits and underscores, starting with a letter.'
    : isNew
      ? `"${text}" is a new answer key: it is added to the data model.`
      : helperText;
  return (
    <Autocomplete
      freeSolo
      id={id}
      options={answerKeys as string[]}
      value={text}
      onChange={(_, chosen) => onChange(chosen ?? '')}
      onInputChange={(_, typed, reason) => reason === 'input' && onChange(typed)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={error || invalid}
          helperText={hint}
        />
      )}
    />
  );
}
