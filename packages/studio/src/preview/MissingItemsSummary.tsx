import {
  MISSING_ITEMS_TEXT,
  MISSING_ITEMS_TITLE,
  missingItems,
  type FormModel,
  type ValidationProblem,
  type WebStatus,
} from '@admit/engine';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';

export interface MissingItemsSummaryProps {
  model: FormModel;
  problems: readonly ValidationProblem[];
  webStatus: WebStatus;
}

/**
 * The summary data of a page while validating (engine `missingItems`), shown the way the app's
 * summary block lists it. Links keep the app's `/<page>#<key>` form; inside Storybook a click
 * scrolls to the anchored question instead of leaving the story.
 */
export function MissingItemsSummary({ model, problems, webStatus }: MissingItemsSummaryProps) {
  const items = missingItems(model, problems, webStatus);
  if (items.length === 0) return null;
  const scrollTo = (key: string) => (event: MouseEvent) => {
    event.preventDefault();
    document.getElementById(key)?.scrollIntoView({ behavior: 'smooth' });
  };
  return (
    <Alert severity="error" component="section" aria-label={MISSING_ITEMS_TITLE} sx={{ mb: 3 }}>
      <AlertTitle component="h2">{MISSING_ITEMS_TITLE}</AlertTitle>
      <p>{MISSING_ITEMS_TEXT}</p>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              href={item.href}
              onClick={scrollTo(item.key)}
              color="inherit"
              // Each link is a target of at least 24 by 24 px (WCAG 2.2, 2.5.8).
              sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 24, minWidth: 24 }}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
