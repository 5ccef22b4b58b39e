import Box from '@mui/material/Box';
import { choiceText, type PrintChoice, type PrintLayout } from '@admit/engine';

/**
 * The marked choices of an item: a radio's options side by side, or in columns past 2 options
 * (spec section 2); a checkbox group's boxes one under the other. The chosen ones are marked in
 * their text ("(X)", "[X]") and, for assistive technology, with aria-current.
 */
export function PrintChoices({
  choices,
  layout,
}: {
  choices: readonly PrintChoice[];
  layout: PrintLayout;
}) {
  return (
    <Box
      component="ul"
      data-layout={layout}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        columnGap: 3,
        ...(layout === 'columns'
          ? { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' }
          : layout === 'row'
            ? { display: 'flex', flexWrap: 'wrap' }
            : {}),
      }}
    >
      {choices.map((choice, index) => (
        <li key={index} aria-current={choice.chosen ? 'true' : undefined}>
          {choiceText(choice)}
        </li>
      ))}
    </Box>
  );
}
