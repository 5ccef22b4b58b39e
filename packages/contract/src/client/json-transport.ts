import type { Tagged, Transport } from './create-client.ts';

/** A request answered with a status outside 2xx: the status and the JSON body, if there was one. */
export class HttpStatusError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    super(`The server answered ${status}.`);
    this.name = 'HttpStatusError';
    this.status = status;
    this.body = body;
  }
}

const isJson = (response: Response): boolean =>
  /^application\/(.+\+)?json\b/i.test(response.headers.get('content-type') ?? '');

/**
 * A transport over fetch with JSON in and out: the body sent as JSON, a JSON answer parsed (any
 * other as undefined); an answer outside 2xx throws HttpStatusError, a lost request fetch's error.
 * The web app has its own (its error catalogue and session handling); the studio uses this one.
 */
export const jsonTransport =
  (fetchJson: typeof fetch = (...args) => globalThis.fetch(...args)): Transport =>
  async (request): Promise<Tagged<unknown>> => {
    const response = await fetchJson(request.url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
    const body: unknown = isJson(response) ? await response.json() : undefined;
    if (!response.ok) throw new HttpStatusError(response.status, body);
    return { body, etag: response.headers.get('etag') ?? undefined };
  };
