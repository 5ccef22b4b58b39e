import { productText } from '@admit/react';

/** An error from the API: the message is what the applicant reads. */
export class ApiError extends Error {
  readonly status: number;
  /** The parsed JSON body, when there was one (for example the submit route's `problems`). */
  readonly body: unknown;
  /** The answer's ETag (a 412 names the revision its `current` values are from). */
  readonly etag: string | undefined;
  constructor(message: string, status: number, body?: unknown, etag?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.etag = etag;
  }
}

/** A 401: the session is missing, expired or revoked. */
export class UnauthorizedError extends ApiError {
  constructor(body?: unknown) {
    super(productText('error.sessionInvalid'), 401, body);
    this.name = 'UnauthorizedError';
  }
}

/** Any other failure: a non-JSON answer, a non-OK status or no answer at all. */
export class ServerError extends ApiError {
  constructor(message: string, status: number, body?: unknown, etag?: string) {
    super(message, status, body, etag);
    this.name = 'ServerError';
  }
}

export const isUnauthorizedError = (error: unknown): error is UnauthorizedError =>
  error instanceof UnauthorizedError;

/** The message of an error for a toast: an Error's own message, else the generic one. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : productText('error.generic');
