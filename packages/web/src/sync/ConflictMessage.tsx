import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AnswerValue } from '@admit/engine';
import { useFormModel, useFormSelector, useText } from '@admit/react';
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { answerDisplay, questionLabel } from './answer-display.ts';
import type { ApplicantSync, ConflictChoice } from './applicant-sync.ts';
import { ConflictPendingError } from './answer-sync.ts';

const HEADING_ID = 'answer-conflict-heading';

/**
 * The message at the top of the page while answers changed both here and in another tab or on
 * another device (GOV.UK error-summary style): it takes focus when a conflict appears, and for
 * each question offers this device's answer and the saved one; choosing one saves it.
 */
export function ConflictMessage({
  sync,
  onError,
}: {
  sync: ApplicantSync;
  onError(error: unknown): void;
}) {
  const conflicts = useStore(sync.sync, (s) => s.conflicts);
  const t = useText();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = conflicts.map((conflict) => `${conflict.key}=${String(conflict.server)}`).join();
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);
  if (conflicts.length === 0) return null;

  const choose = (key: string, choice: ConflictChoice) => {
    sync.resolve(key, choice).catch((error: unknown) => {
      if (!(error instanceof ConflictPendingError)) onError(error);
    });
  };

  return (
    <Box
      role="alert"
      aria-labelledby={HEADING_ID}
      className="admit-no-print"
      sx={{ border: 5, borderColor: 'error.main', p: 2, mb: 3 }}
    >
      <Typography
        id={HEADING_ID}
        ref={heading}
        variant="h5"
        component="h2"
        tabIndex={-1}
        sx={{ '&:focus': { outline: '3px solid', outlineColor: 'warning.main' } }}
      >
        {t.text('sync.conflictHeading', { count: conflicts.length })}
      </Typography>
      <Typography sx={{ my: 1 }}>{t.text('sync.conflictIntro')}</Typography>
      {conflicts.map(({ key, server }) => (
        <ConflictQuestion key={key} answerKey={key} server={server} choose={choose} />
      ))}
    </Box>
  );
}

/** One conflicting question: this device's answer as it is now, and the saved one. */
function ConflictQuestion({
  answerKey,
  server,
  choose,
}: {
  answerKey: string;
  server: AnswerValue;
  choose(key: string, choice: ConflictChoice): void;
}) {
  const model = useFormModel();
  const t = useText();
  const local = useFormSelector((s) => s.answers[answerKey]);
  const label = questionLabel(model, answerKey);
  return (
    <Box component="section" aria-label={label} sx={{ mt: 2 }}>
      <Typography variant="h6" component="h3">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button variant="outlined" onClick={() => choose(answerKey, 'local')}>
          {t.text('sync.keepLocal', { answer: answerDisplay(model, answerKey, local) })}
        </Button>
        <Button variant="outlined" onClick={() => choose(answerKey, 'server')}>
          {t.text('sync.useServer', { answer: answerDisplay(model, answerKey, server) })}
        </Button>
      </Box>
    </Box>
  );
}
