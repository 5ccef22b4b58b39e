import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useAutocomplete from '@mui/material/useAutocomplete';
import type { LookupResult } from '@admit/contract';
import { LOOKUP_MAX_RESULTS } from '@admit/contract/constants';
import { useRef, useState, type FocusEvent } from 'react';
import { createPortal } from 'react-dom';
import { useDebouncedCallback } from 'use-debounce';
import { productText, useText } from '@admit/react';
import { answerText } from './field-widget-props.ts';
import { useBelow } from './use-below.ts';

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
  const latest = useRef(0);
  const anchor = useRef<HTMLDivElement>(null);
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
  const {
    getRootProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
  } = useAutocomplete<Suggestion, false, false, true>({
    id,
    freeSolo: true,
    options,
    value: null,
    inputValue: input,
    filterOptions: (all) => all,
    getOptionLabel: textOf,
    isOptionEqualToValue: (a, b) => textOf(a) === textOf(b),
    clearOnBlur: false,
    autoComplete: false,
    disabled: props.disabled ?? false,
    onInputChange: (_event, text, reason) => {
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
    },
    onChange: (_event, suggestion) => {
      if (!suggestion) return;
      // Enter on typed text without a highlighted suggestion: accepted only when creatable.
      if (typeof suggestion === 'string') {
        if (creatable && suggestion.trim() !== '') onText(suggestion.trim());
        return;
      }
      if (suggestion.kind === 'create') onText(suggestion.text);
      else onChoose(suggestion.result);
    },
  });
  const inputProps = getInputProps();
  const showing = popupOpen && groupedOptions.length > 0;
  const below = useBelow(anchor, showing);
  return (
    <Box {...getRootProps()}>
      <TextField
        id={id}
        label={label}
        error={Boolean(error)}
        helperText={helper}
        required={props.required}
        disabled={props.disabled}
        margin="normal"
        fullWidth
        slotProps={{
          input: { ref: anchor },
          htmlInput: {
            ...inputProps,
            // Text typed but not chosen is not an answer: leaving the field shows the stored one again.
            onBlur: (event: FocusEvent<HTMLInputElement>) => {
              inputProps.onBlur?.(event);
              setInput(stored);
            },
          },
        }}
      />
      {/* The suggestions open under the input, in a layer of the page's body (a portal, as MUI's
          Autocomplete does, without its positioning library): measured only when they open. */}
      {showing &&
        below &&
        createPortal(
          <Paper
            component="ul"
            elevation={8}
            {...getListboxProps()}
            sx={{
              position: 'absolute',
              top: below.top,
              left: below.left,
              width: below.width,
              zIndex: 'modal',
              m: 0,
              mt: 0.5,
              py: 1,
              px: 0,
              listStyle: 'none',
              maxHeight: '40vh',
              overflowY: 'auto',
            }}
          >
            {groupedOptions.map((suggestion, index) => {
              const { key, ...optionProps } = getOptionProps({ option: suggestion, index });
              return (
                <Box
                  component="li"
                  key={key}
                  {...optionProps}
                  sx={{
                    px: 2,
                    py: 0.75,
                    minHeight: 48,
                    cursor: 'pointer',
                    '&.Mui-focused': { bgcolor: 'action.hover' },
                    '&.Mui-focusVisible': {
                      outline: 2,
                      outlineColor: 'primary.main',
                      outlineOffset: -2,
                    },
                  }}
                >
                  {suggestion.kind === 'create' ? (
                    t.text('lookup.useText', { text: suggestion.text })
                  ) : (
                    <>
                      <Typography variant="body1">{suggestion.result.text}</Typography>
                      {suggestion.result.sub_text && (
                        <Typography variant="body2" color="text.secondary">
                          {suggestion.result.sub_text}
                        </Typography>
                      )}
                    </>
                  )}
                </Box>
              );
            })}
          </Paper>,
          document.body,
        )}
    </Box>
  );
}
