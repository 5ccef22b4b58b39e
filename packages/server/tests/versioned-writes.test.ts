import { ENTRY_REMOVED_MESSAGE, STALE_WRITE_MESSAGE } from '@admit/contract/constants';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { httpClient, type HttpAnswer } from './helpers/http-client.ts';
import {
  BACKENDS,
  PASSWORD,
  PUBLIC_URL,
  cookieHeader,
  createTestApp,
  signUpAndLogIn,
  type TestApp,
} from './helpers/test-app.ts';

/**
 * Two devices of one applicant (two sessions) racing over real sockets: a stale write never
 * replaces a newer one, different answers never conflict, entries cannot collide, and a retried
 * write is answered as it was.
 */
describe.each(BACKENDS)('versioned writes from two devices on %s', (backend) => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof httpClient>>;
  let phone: string;
  let laptop: string;
  beforeEach(async () => {
    t = await createTestApp(backend);
    phone = await signUpAndLogIn(t, 'two-devices@example.org');
    const login = await t.app.inject({
      method: 'POST',
      url: '/public/login',
      payload: { username: 'two-devices@example.org', password: PASSWORD },
    });
    laptop = cookieHeader(login);
    http = await httpClient(t.app, PUBLIC_URL);
  });
  afterEach(() => t.close());

  const etagOf = async (device: string): Promise<string> => {
    const profile = await http.request('GET', '/api/profile', undefined, { cookie: device });
    expect(profile.status).toBe(200);
    return profile.headers.etag as string;
  };
  const put = (
    device: string,
    url: string,
    body: object,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer> => http.request('PUT', url, body, { cookie: device, ...headers });
  const answer = (device: string, answers: object, headers?: Record<string, string>) =>
    put(device, '/api/answer', { answers }, headers);
  const answers = async () =>
    (await http.request('GET', '/api/profile', undefined, { cookie: phone })).json()
      .answer as Record<string, unknown>;
  const statuses = (responses: HttpAnswer[]) => responses.map((r) => r.status).sort();
  const currentOf = (response: HttpAnswer) =>
    (response.json() as { current: Record<string, unknown> }).current;

  it('sends an ETag with the profile and a new one with every write that changes something', async () => {
    const first = await etagOf(phone);
    expect(first).toMatch(/^"\d+"$/);
    const saved = await answer(phone, { first_name: 'Ada' }, { 'if-match': first });
    expect(saved.status).toBe(200);
    expect(saved.headers.etag).not.toBe(first);
    expect(await etagOf(laptop)).toBe(saved.headers.etag);
    const again = await answer(
      phone,
      { first_name: 'Ada' },
      { 'if-match': saved.headers.etag as string },
    );
    expect(again.headers.etag).toBe(saved.headers.etag);
  });

  it('same field: of two saves from the same version one lands, the other is 412 with the value that won', async () => {
    const seen = await etagOf(phone);
    expect(await etagOf(laptop)).toBe(seen);
    const responses = await Promise.all([
      answer(phone, { first_name: 'Ada' }, { 'if-match': seen }),
      answer(laptop, { first_name: 'Augusta' }, { 'if-match': seen }),
    ]);
    expect(statuses(responses)).toEqual([200, 412]);
    const refused = responses.find((r) => r.status === 412)!;
    const stored = (await answers()).first_name;
    expect(refused.json()).toEqual({
      message: STALE_WRITE_MESSAGE,
      current: { answers: { first_name: stored }, add_another: {}, tabs: {} },
    });
    // The refused device merges and saves again with the version it was given.
    const retried = await put(
      refused === responses[0] ? phone : laptop,
      '/api/answer',
      { answers: { first_name: 'Ada Augusta' } },
      { 'if-match': refused.headers.etag as string },
    );
    expect(retried.status).toBe(200);
    expect((await answers()).first_name).toBe('Ada Augusta');
  });

  it('a burst of 20 saves of one field from one version: exactly one lands, the rest are 412', async () => {
    const seen = await etagOf(phone);
    const names = Array.from({ length: 20 }, (_, i) => `Name ${i}`);
    const responses = await Promise.all(
      names.map((name, i) =>
        answer(i % 2 ? phone : laptop, { first_name: name, city: name }, { 'if-match': seen }),
      ),
    );
    const landed = responses.filter((r) => r.status === 200);
    expect(landed).toHaveLength(1);
    expect(responses.filter((r) => r.status === 412)).toHaveLength(19);
    const winner = names[responses.indexOf(landed[0]!)];
    expect(await answers()).toEqual({ first_name: winner, city: winner });
    // Every refused write was told the winning value and a version it can save from.
    for (const refused of responses.filter((r) => r.status === 412)) {
      expect(currentOf(refused).answers).toEqual({ first_name: winner, city: winner });
      expect(refused.headers.etag).toBe(landed[0]!.headers.etag);
    }
  });

  it('different fields: saves from the same version both land', async () => {
    await answer(phone, { first_name: 'Ada', last_name: 'Byron' });
    const seen = await etagOf(phone);
    // Each device sends what the applicant changed since its read, in either order.
    const responses = await Promise.all([
      answer(phone, { last_name: 'Lovelace' }, { 'if-match': seen }),
      answer(laptop, { first_name: 'Augusta' }, { 'if-match': seen }),
    ]);
    expect(statuses(responses)).toEqual([200, 200]);
    expect(await answers()).toMatchObject({ first_name: 'Augusta', last_name: 'Lovelace' });
    // Resending answers as the server now has them, from the stale version, is no change and
    // conflicts with nothing.
    const resent = await answer(
      phone,
      { first_name: 'Augusta', last_name: 'Lovelace' },
      { 'if-match': seen },
    );
    expect(resent.status).toBe(200);
    expect(await answers()).toMatchObject({ first_name: 'Augusta', last_name: 'Lovelace' });
  });

  it('concurrent add: two devices adding "another" from the same view cannot fill the same entry', async () => {
    const seen = await etagOf(phone);
    const added = await Promise.all([
      put(
        phone,
        '/api/add-another',
        { button_id: 'parents', num_components: 2 },
        { 'if-match': seen },
      ),
      put(
        laptop,
        '/api/add-another',
        { button_id: 'parents', num_components: 2 },
        { 'if-match': seen },
      ),
    ]);
    expect(statuses(added)).toEqual([200, 412]);
    const [winner, loser] = added[0]!.status === 200 ? [phone, laptop] : [laptop, phone];
    const winnerTag = (added[0]!.status === 200 ? added[0] : added[1])!.headers.etag as string;
    const refused = added.find((r) => r.status === 412)!;
    expect(currentOf(refused)).toEqual({ answers: {}, add_another: { parents: 2 }, tabs: {} });
    const typing = await Promise.all([
      answer(winner, { parent_2_first_name: 'Charles' }, { 'if-match': winnerTag }),
      answer(loser, { parent_2_first_name: 'Ralph' }, { 'if-match': seen }),
    ]);
    expect(typing.map((r) => r.status)).toEqual([200, 412]);
    expect((await answers()).parent_2_first_name).toBe('Charles');
    // The refused device reloads (two entries, Charles in the second) and goes on from there.
    const reloaded = await answer(
      loser,
      { parent_2_last_name: 'Babbage' },
      { 'if-match': typing[1]!.headers.etag as string },
    );
    expect(reloaded.status).toBe(200);
    expect(await answers()).toMatchObject({
      parent_2_first_name: 'Charles',
      parent_2_last_name: 'Babbage',
    });
  });

  it('remove vs edit: removing an entry another device is editing makes one of them 412', async () => {
    await put(phone, '/api/add-another', { button_id: 'parents', num_components: 2 });
    await answer(phone, { parent_2_first_name: 'Charles' });
    const seen = await etagOf(phone);
    const [removed, edited] = await Promise.all([
      put(
        phone,
        '/api/add-another',
        { button_id: 'parents', num_components: 1 },
        { 'if-match': seen },
      ),
      answer(laptop, { parent_2_first_name: 'Ralph' }, { 'if-match': seen }),
    ]);
    expect([removed.status, edited.status].sort()).toEqual([200, 412]);
    const stored = await answers();
    const counts = (
      await http.request('GET', '/api/add-another', undefined, { cookie: phone })
    ).json();
    if (removed.status === 200) {
      // The entry went, with its answers: the edit was told, not stored out of sight.
      expect(counts).toEqual({ parents: 1 });
      expect(stored.parent_2_first_name).toBeUndefined();
      expect(currentOf(edited).add_another).toEqual({ parents: 1 });
    } else {
      // The edit came first: removing an entry changed since the view it was made from is refused.
      expect(counts).toEqual({ parents: 2 });
      expect(stored.parent_2_first_name).toBe('Ralph');
    }
  });

  it('never stores an answer outside the shown entries (409), and allows clearing one', async () => {
    const outside = await answer(phone, { first_name: 'Ada', parent_2_first_name: 'Ralph' });
    expect(outside.status).toBe(409);
    expect(outside.json()).toEqual({
      message: ENTRY_REMOVED_MESSAGE,
      keys: ['parent_2_first_name'],
    });
    expect(await answers()).toEqual({});
    expect((await answer(phone, { parent_2_first_name: '' })).status).toBe(200);
    await put(phone, '/api/add-another', { button_id: 'parents', num_components: 2 });
    expect((await answer(phone, { parent_2_first_name: 'Ralph' })).status).toBe(200);
  });

  it('lost response + retry with If-Match: the retry of a write that landed is a success', async () => {
    const seen = await etagOf(phone);
    // Sent twice at once (a retry racing the first attempt), then once more after it landed.
    const both = await Promise.all([
      answer(phone, { first_name: 'Ada' }, { 'if-match': seen }),
      answer(phone, { first_name: 'Ada' }, { 'if-match': seen }),
    ]);
    expect(statuses(both)).toEqual([200, 200]);
    const retry = await answer(phone, { first_name: 'Ada' }, { 'if-match': seen });
    expect(retry.status).toBe(200);
    expect(retry.headers.etag).toBe(both[0]!.headers.etag);
  });

  it('lost response + retry with an Idempotency-Key: answered as it was, even after another device changed it', async () => {
    const seen = await etagOf(phone);
    const key = { 'if-match': seen, 'idempotency-key': 'save-7f3a' };
    const first = await answer(phone, { first_name: 'Ada' }, key);
    expect(first.status).toBe(200);
    const other = await answer(
      laptop,
      { first_name: 'Augusta' },
      { 'if-match': first.headers.etag as string },
    );
    expect(other.status).toBe(200);
    const [retry, stale] = await Promise.all([
      answer(phone, { first_name: 'Ada' }, key),
      answer(phone, { first_name: 'Ada' }, { 'if-match': seen }),
    ]);
    expect(retry.status).toBe(200);
    expect(stale.status).toBe(412);
    expect((await answers()).first_name).toBe('Augusta');
  });

  it('a block count retried with its Idempotency-Key is a success; without it, a stale add is 412', async () => {
    const seen = await etagOf(phone);
    const key = { 'if-match': seen, 'idempotency-key': 'add-parent-2' };
    const add = () =>
      put(phone, '/api/add-another', { button_id: 'parents', num_components: 2 }, key);
    expect(statuses(await Promise.all([add(), add()]))).toEqual([200, 200]);
    const unnamed = await put(
      phone,
      '/api/add-another',
      { button_id: 'parents', num_components: 2 },
      { 'if-match': seen },
    );
    expect(unnamed.status).toBe(412);
  });

  it('a stale tab choice is 412; the same choice again is a success', async () => {
    const seen = await etagOf(phone);
    const choose = (device: string, tab: string) =>
      put(device, '/api/tabs', { tab_id: 'ward_proof', chosen_tab: tab }, { 'if-match': seen });
    expect((await choose(phone, 'essay')).status).toBe(200);
    expect((await choose(phone, 'essay')).status).toBe(200);
    const other = await put(
      laptop,
      '/api/tabs',
      { tab_id: 'ward_proof', chosen_tab: 'upload' },
      { 'if-match': seen },
    );
    expect(other.status).toBe(412);
    expect(currentOf(other).tabs).toEqual({ ward_proof: 'essay' });
  });

  it('without If-Match the last write wins, as before', async () => {
    await answer(phone, { first_name: 'Ada' });
    const second = await answer(laptop, { first_name: 'Augusta' });
    expect(second.status).toBe(200);
    expect((await answers()).first_name).toBe('Augusta');
  });

  it('refuses a malformed If-Match or Idempotency-Key (400) and writes nothing', async () => {
    const malformed: Record<string, string>[] = [
      { 'if-match': 'yesterday' },
      { 'if-match': '"-1"' },
      { 'if-match': '"1", "2"' },
      { 'idempotency-key': 'has spaces' },
      { 'idempotency-key': 'x'.repeat(129) },
    ];
    for (const headers of malformed) {
      const response = await answer(phone, { first_name: 'Ada' }, headers);
      expect([headers, response.status]).toEqual([headers, 400]);
    }
    expect(await answers()).toEqual({});
    expect((await answer(phone, { first_name: 'Ada' }, { 'if-match': '*' })).status).toBe(200);
  });

  it('a version the server never sent conflicts with every answer the write changes', async () => {
    const response = await answer(phone, { first_name: 'Ada' }, { 'if-match': '"999999"' });
    expect(response.status).toBe(412);
    expect(currentOf(response).answers).toEqual({ first_name: '' });
  });
});
