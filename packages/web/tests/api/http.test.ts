import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR_MESSAGE, SESSION_INVALID_MESSAGE } from '@admit/contract/constants';
import { ServerError, UnauthorizedError } from '../../src/api/api-errors.ts';
import { request, requestTagged, setUnauthorizedHandler, withRetries } from '../../src/api/http.ts';

const json = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      }),
  );

afterEach(() => setUnauthorizedHandler(() => {}));

describe('request: the spec section 8 error catalogue', () => {
  it('returns the JSON body of an OK answer and sends JSON', async () => {
    const fetch = json(200, { message: 'Saved.' });
    await expect(
      request('PUT', '/api/answer', { body: { answers: { a: '1' } }, fetch }),
    ).resolves.toEqual({ message: 'Saved.' });
    expect(fetch).toHaveBeenCalledWith(
      '/api/answer',
      expect.objectContaining({ method: 'PUT', body: '{"answers":{"a":"1"}}' }),
    );
  });

  it('turns a non-JSON answer, even a 200, into the generic error', async () => {
    const fetch = vi.fn(
      async () => new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    const error = await request('GET', '/api/profile', { fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect((error as Error).message).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('uses the message of a non-OK JSON answer', async () => {
    const error = await request('POST', '/public/login', {
      fetch: json(400, { message: 'Incorrect username or password.' }),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).status).toBe(400);
    expect((error as Error).message).toBe('Incorrect username or password.');
  });

  it('falls back to the generic message when the error body has none', async () => {
    const error = await request('GET', '/api/tabs', { fetch: json(500, {}) }).catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('gives the generic error when there is no answer at all', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await request('GET', '/api/tabs', { fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect((error as Error).message).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('runs the unauthorized handler on a 401 and rethrows an UnauthorizedError', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const error = await request('GET', '/api/profile', {
      fetch: json(401, { message: 'x' }),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect((error as Error).message).toBe(SESSION_INVALID_MESSAGE);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone for a 401 of a route without one', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    await expect(
      request('GET', '/service/tmp-pdf', { noSession: true, fetch: json(401, {}) }),
    ).rejects.toBeInstanceOf(UnauthorizedError);
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('withRetries (the web-status post is retried up to 2 times)', () => {
  it('tries three times in all, then gives up with the last error', async () => {
    const call = vi.fn(async () => {
      throw new ServerError('down', 503);
    });
    await expect(withRetries(call, 2)).rejects.toThrow('down');
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('stops at the first success', async () => {
    const call = vi
      .fn()
      .mockRejectedValueOnce(new ServerError('down', 503))
      .mockResolvedValue('ok');
    await expect(withRetries(call, 2)).resolves.toBe('ok');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('never retries a rejected session', async () => {
    const call = vi.fn(async () => {
      throw new UnauthorizedError();
    });
    await expect(withRetries(call, 2)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(call).toHaveBeenCalledTimes(1);
  });
});

describe('requestTagged: the ETag of versioned reads and writes', () => {
  const tagged = (status: number, body: unknown, etag: string) =>
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json', etag },
        }),
    );

  it('returns the answer ETag with the body and sends the extra headers', async () => {
    const fetch = tagged(200, { message: 'Saved.' }, '"4"');
    await expect(
      requestTagged('PUT', '/api/answer', {
        body: { answers: {} },
        headers: { 'if-match': '"3"', 'idempotency-key': 'k1' },
        fetch,
      }),
    ).resolves.toEqual({ body: { message: 'Saved.' }, etag: '"4"' });
    expect(fetch).toHaveBeenCalledWith(
      '/api/answer',
      expect.objectContaining({
        headers: expect.objectContaining({ 'if-match': '"3"', 'idempotency-key': 'k1' }),
      }),
    );
  });

  it('keeps the ETag of a refused write on its error', async () => {
    const fetch = tagged(412, { message: 'Stale.', current: { answers: {} } }, '"9"');
    const error = await requestTagged('PUT', '/api/answer', { fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).etag).toBe('"9"');
    expect((error as ServerError).status).toBe(412);
  });
});
