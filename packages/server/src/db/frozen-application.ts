/** The text the database raises when a write reaches a submitted application. */
export const FROZEN_ERROR = 'admit: application submitted';

/** The tables whose rows make up what an applicant submits; they freeze at submission. */
export const FROZEN_TABLES = ['answers', 'add_another', 'tabs'] as const;

/**
 * A change to a submitted application, refused before it reached the database (the request's
 * session already knew the application was submitted).
 */
export class ApplicationSubmittedError extends Error {
  constructor() {
    super(FROZEN_ERROR);
    this.name = 'ApplicationSubmittedError';
  }
}

/**
 * Whether an error refuses a change to a submitted application: the database's triggers refusing
 * a write, or an ApplicationSubmittedError.
 */
export const isFrozenError = (error: unknown): boolean =>
  error instanceof ApplicationSubmittedError ||
  (error instanceof Error && error.message.includes(FROZEN_ERROR));

/** One of the tables that freeze at submission. */
export type FrozenTable = (typeof FROZEN_TABLES)[number];
