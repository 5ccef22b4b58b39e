import { SESSION_INVALID_MESSAGE } from '@admit/contract/constants';

/** An error whose message the client may read, with its HTTP status. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly extra: Record<string, unknown>;

  constructor(statusCode: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.extra = extra;
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(400, message, extra);
export const unauthorized = () => new HttpError(401, SESSION_INVALID_MESSAGE);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
