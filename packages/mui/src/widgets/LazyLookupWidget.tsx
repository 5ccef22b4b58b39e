import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import { answerText } from './field-widget-props.ts';
import type { LookupWidgetProps } from './LookupWidget.tsx';

/** The search widget (MUI's useAutocomplete, about 8 KB gzipped), in a chunk of its own. */
const LookupWidget = lazy(async () => ({
  default: (await import('./LookupWidget.tsx')).LookupWidget,
}));

/**
 * The lookup widget, loaded with the first page that asks a lookup question: the applicant's
 * first route has no room for it, and most first pages ask none. While it loads (one small
 * request) the field shows as it will look, read-only and marked busy (`aria-busy`).
 */
export function LazyLookupWidget(props: LookupWidgetProps) {
  const { id, label, value, error, help, required } = props;
  return (
    <Suspense
      fallback={
        <TextField
          id={id}
          label={label}
          value={answerText(value)}
          helperText={error ?? help}
          error={Boolean(error)}
          required={required}
          margin="normal"
          fullWidth
          slotProps={{ input: { readOnly: true }, htmlInput: { 'aria-busy': true } }}
        />
      }
    >
      <LookupWidget {...props} />
    </Suspense>
  );
}
