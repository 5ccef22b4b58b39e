import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LookupResult } from '@admit/contract';
import { LOOKUP_MAX_RESULTS } from '@admit/contract/constants';
import { useRef, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { productText, useText } from '@admit/react';
import { answerText } from './field-widget-props.ts';

/** Lookup constants (spec sections 7 and 9). */
export const LOOKUP_DEBOUNCE_MS = 200;
export const LOOKUP_MAX_WAIT_MS = 500;

/** How free text is offered in a creatable lookup (spec section 5), in the current language. */
export const lookupUseText = (text: string): string => productText('lookup.useText', { text });

type Suggestion = { kind: 'result'; result: LookupResult } | { kind: 'create'; text: string };

export interface LookupWidgetProps {
  id: string;
  label: string;
  /** The stored answer (the chosen or accepted text). */
  value: unknown;
  /** Searches; a failure counts as no results. */
  search(text: string): Promise<readonly LookupResult[]>;
  /** A result was chosen (the caller fetches its detail and fills the mapped answers). */
  onChoose(result: LookupResult): void;
  /** Free text was accepted ("Use: <text>") or the answer was cleared (''). */
  onText(text: string): void;
  /** Offer the typed text itself as "Use: <text>". */
  creatable?: boolean | undefined;
  error?: string | undefined;
  help?: string | undefined;
  disabled?: boolean | undefined;
  required?: boolean | undefined;
}

const textOf = (s: Suggestion | string): string =>
  typeof s === 'string' ? s : s.kind === 'create' ? s.text : s.result.text;

/**
 * Search as you type: the search runs 200 ms after the last keystroke (at least every 500 ms
 * while typing on), shows at most 5 results with their sub-text, and, when creatable, offers the
 * typed text as "Use: <text>".
 */
export function LookupWidget(props: LookupWidgetProps) {
  const { id, label, value, search, onChoose, onText, creatable, error, help } = props;
  const stored = answerText(value);
  const t = useText();
  const [input, setInput] = useState(stored);
  const [seen, setSeen] = useState(stored);
  const [results, setResults] = useState<readonly LookupResult[]>([]);
  // MUI's Autocomplete reads its anchor's width on every render once it has one (a forced layout
  // of the page per lookup while a page mounts); the anchor is handed over at first focus, before
  // any suggestion can show.
  const [anchored, setAnchored] = useState(false);
  const latest = useRef(0);
  if (stored !== seen) {
    setSeen(stored);
    setInput(stored);
  }
  const runSearch = useDebouncedCallback(
    (text: string) => {
      const request = ++latest.current;
      const keep = (list: readonly LookupResult[]) => {
        if (request === latest.current) setResults(list.slice(0, LOOKUP_MAX_RESULTS));
      };
      search(text).then(keep, () => keep([]));
    },
    LOOKUP_DEBOUNCE_MS,
    { maxWait: LOOKUP_MAX_WAIT_MS },
  );
  const typed = input.trim();
  const options: Suggestion[] = results.map((result) => ({ kind: 'result', result }));
  if (creatable && typed !== '' && !results.some((result) => result.text === typed)) {
    options.push({ kind: 'create', text: typed });
  }
  const helper = error ?? help;
  return (
    <Autocomplete<Suggestion, false, false, true>
      freeSolo
      id={id}
      options={options}
      value={null}
      inputValue={input}
      filterOptions={(all) => all}
      getOptionLabel={textOf}
      isOptionEqualToValue={(a, b) => textOf(a) === textOf(b)}
      clearOnBlur={false}
      // Text typed but not chosen is not an answer: leaving the field shows the stored one again.
      onBlur={() => setInput(stored)}
      autoComplete={false}
      disabled={props.disabled}
      onFocus={() => setAnchored(true)}
      onInputChange={(_event, text, reason) => {
        setInput(text);
        if (reason !== 'input' && reason !== 'clear') return;
        if (text.trim() === '') {
          runSearch.cancel();
          latest.current += 1;
          setResults([]);
          if (reason === 'clear' || stored !== '') onText('');
          return;
        }
        runSearch(text.trim());
      }}
      onChange={(_event, suggestion) => {
        if (!suggestion) return;
        // Enter on typed text without a highlighted suggestion: accepted only when creatable.
        if (typeof suggestion === 'string') {
          if (creatable && suggestion.trim() !== '') onText(suggestion.trim());
          return;
        }
        if (suggestion.kind === 'create') onText(suggestion.text);
        else onChoose(suggestion.result);
      }}
      renderOption={(optionProps, suggestion) => {
        const { key, ...rest } = optionProps;
        return (
          <Box component="li" key={key} {...rest}>
            {suggestion.kind === 'create' ? (
              t.text('lookup.useText', { text: suggestion.text })
            ) : (
              <Box>
                <Typography variant="body1">{suggestion.result.text}</Typography>
                {suggestion.result.sub_text && (
                  <Typography variant="body2" color="text.secondary">
                    {suggestion.result.sub_text}
                  </Typography>
                )}
              </Box>
            )}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          slotProps={
            anchored
              ? params.slotProps
              : { ...params.slotProps, input: { ...params.slotProps.input, ref: undefined } }
          }
          label={label}
          error={Boolean(error)}
          helperText={helper}
          required={props.required}
          margin="normal"
          fullWidth
        />
      )}
    />
  );
}
