import type { Answers } from '@admit/engine';

/** A message to show in a toast after a navigation (spec: success messages travel in navigation state). */
export interface NavMessage {
  severity: 'success' | 'error';
  text: string;
  /** A label read before the text, for example "Login Card Error". */
  title?: string;
}

/** What travels in react-router's navigation state between screens. */
export interface NavState {
  /** A visitor's unsaved answers, carried through the auth screens. */
  answers?: Answers;
  message?: NavMessage;
  /** The e-mail address sign-up hands to /confirm. */
  username?: string;
  /** A failed submit: the next screen moves focus to its error summary, not its heading. */
  focusErrorSummary?: boolean;
}

/** Reads navigation state defensively: it may come from an older page or be absent. */
export function readNavState(state: unknown): NavState {
  if (!state || typeof state !== 'object') return {};
  const { answers, message, username, focusErrorSummary } = state as Record<string, unknown>;
  const result: NavState = {};
  if (answers && typeof answers === 'object') result.answers = answers as Answers;
  if (
    message &&
    typeof message === 'object' &&
    typeof (message as NavMessage).text === 'string' &&
    ((message as NavMessage).severity === 'success' || (message as NavMessage).severity === 'error')
  )
    result.message = message as NavMessage;
  if (typeof username === 'string') result.username = username;
  if (focusErrorSummary === true) result.focusErrorSummary = true;
  return result;
}

/** State that carries a visitor's answers along, when there are any. */
export const withAnswers = (answers: Answers | undefined, state: NavState = {}): NavState =>
  answers && hasAnswers(answers) ? { ...state, answers } : state;

/** State for the next auth screen: a success message, the username and the visitor's answers. */
export const successState = (text: string, answers?: Answers, username?: string): NavState => ({
  ...withAnswers(answers),
  ...(username === undefined ? {} : { username }),
  message: { severity: 'success', text },
});

/**
 * Whether a visitor has filled anything in: some answer is non-empty text or a ticked box.
 * (The spec does not show its exact test; unticked boxes and empty strings do not count.)
 */
export function hasAnswers(answers: Answers): boolean {
  return Object.values(answers).some(
    (value) => value === true || (typeof value === 'string' && value.trim() !== ''),
  );
}
