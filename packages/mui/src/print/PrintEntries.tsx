import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isPrintHeading, type PrintEntry, type PrintItem } from '@admit/engine';
import { PrintChoices } from './PrintChoices.tsx';

/** One question: its label, then its answer (the display text, or its marked choices). */
function PrintItemView({ item }: { item: PrintItem }) {
  return (
    <Box className="admit-print-field" data-key={item.key} sx={{ mb: 1.5 }}>
      <Typography component="dt" variant="subtitle2">
        {item.label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
        {item.choices ? (
          <PrintChoices choices={item.choices} layout={item.layout ?? 'list'} />
        ) : (
          item.display
        )}
      </Typography>
    </Box>
  );
}

type Run = { heading: Extract<PrintEntry, { kind: 'heading' }> } | { items: PrintItem[] };

/** Consecutive items form one list; a heading stands between two lists. */
function runsOf(entries: readonly PrintEntry[]): Run[] {
  const runs: Run[] = [];
  for (const entry of entries) {
    const last = runs.at(-1);
    if (isPrintHeading(entry)) runs.push({ heading: entry });
    else if (last && 'items' in last) last.items.push(entry);
    else runs.push({ items: [entry] });
  }
  return runs;
}

const HEADINGS = ['h4', 'h5', 'h6'] as const;

/**
 * What a section prints, in order: its questions as description lists (label, answer), and the
 * headings of the groups, tab sets and add-another blocks they sit in, one level below the
 * section's heading (an h3) per level, h6 at most.
 */
export function PrintEntries({ entries }: { entries: readonly PrintEntry[] }) {
  return runsOf(entries).map((run, index) =>
    'heading' in run ? (
      <Typography
        key={run.heading.key}
        component={HEADINGS[Math.min(run.heading.level, HEADINGS.length) - 1]!}
        variant="subtitle1"
        sx={{ fontWeight: 'bold', mt: 1 }}
      >
        {run.heading.label}
      </Typography>
    ) : (
      <Box component="dl" key={`items-${index}`} sx={{ m: 0 }}>
        {run.items.map((item) => (
          <PrintItemView key={item.key} item={item} />
        ))}
      </Box>
    ),
  );
}
