import type { Tagged, Transport } from '@admit/contract/client';
import { productText } from '@admit/react';
import { ServerError, UnauthorizedError } from './api-errors.ts';

/** Called before an UnauthorizedError is thrown: clears caches and goes to /login. */
export type UnauthorizedHandler = (error: UnauthorizedError) => void;

let onUnauthorized: UnauthorizedHandler = () => {};

/** Installs what happens when the server rejects the session (the app wires the router in). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export interface RequestOptions {
  /** A JSON body. */
  body?: unknown;
  /** Do not run the unauthorized handler on 401 (public and staff routes have no session). */
  noSession?: boolean;
  /** The fetch to use (tests inject one). */
  fetch?: typeof fetch;
  /** Extra request headers (If-Match, Idempotency-Key). */
  headers?: Readonly<Record<string, string>>;
}

export type { Tagged };

const isJson = (response: Response): boolean =>
  /^application\/(.+\+)?json\b/i.test(response.headers.get('content-type') ?? '');

const messageOf = (body: unknown): string | undefined => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : undefined;
};

/**
 * Calls the API with JSON in and out, applying the spec's error catalogue (section 8): no answer
 * or a non-JSON answer is the generic error; a non-OK JSON answer is an unauthorized error (401,
 * after the unauthorized handler ran) or a server error carrying the body's message.
 */
export async function request<T>(method: string, path: string, options: RequestOptions = {}) {
  return (await requestTagged<T>(method, path, options)).body;
}

/**
 * `request`, also returning the answer's `ETag`; an error thrown for a non-OK answer carries it
 * too (a 412's ETag is the revision to merge against).
 */
export async function requestTagged<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<Tagged<T>> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  } catch {
    throw new ServerError(productText('error.generic'), 0);
  }
  if (!isJson(response)) throw new ServerError(productText('error.generic'), response.status);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ServerError(productText('error.generic'), response.status);
  }
  const etag = response.headers.get('etag') ?? undefined;
  if (response.ok) return { body: body as T, etag };
  if (response.status === 401) {
    const error = new UnauthorizedError(body);
    if (!options.noSession) onUnauthorized(error);
    throw error;
  }
  throw new ServerError(
    messageOf(body) ?? productText('error.generic'),
    response.status,
    body,
    etag,
  );
}

/** Retries a call up to `retries` more times when it fails with anything but a 401. */
export async function withRetries<T>(call: () => Promise<T>, retries: number): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (error instanceof UnauthorizedError || attempt >= retries) throw error;
    }
  }
}

/**
 * The transport of the contract's typed client (which builds each route's method and URL): JSON
 * through `requestTagged`, so every call keeps the error catalogue above. `noSession`: a 401 does
 * not run the unauthorized handler (public, lookup, service-token and staff routes).
 */
export const transport =
  (options: { noSession?: boolean } = {}): Transport =>
  ({ method, url, body, headers }) =>
    requestTagged(method, url, { body, headers, ...options });
