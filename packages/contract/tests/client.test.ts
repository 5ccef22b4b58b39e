import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  applicationEndpoints,
  createClient,
  createLinks,
  documentEndpoints,
  HttpStatusError,
  jsonTransport,
  staffConsoleEndpoints,
  visitorEndpoints,
  type AnswersSaved,
  type ClientRequest,
  type ConversionState,
  type Profile,
  type StaffApplicationList,
  type Tagged,
  type Transport,
} from '../src/index.ts';

/** A transport that records each request and answers `body` with `etag`. */
function recording(body: unknown = { message: 'ok' }, etag: string | undefined = '"7"') {
  const sent: [ClientRequest, string][] = [];
  const transport: Transport = vi.fn(async (request: ClientRequest, name: string) => {
    sent.push([request, name]);
    return { body, etag };
  });
  return { sent, transport };
}

describe('the typed client', () => {
  it('fills path parameters, encoding each as one segment', async () => {
    const { sent, transport } = recording({ status: 'COMPLETED' });
    const documents = createClient(documentEndpoints, transport);
    await documents.startConversion({
      params: { key: 'essay/1 a' },
      body: { file_key: 'u/k/1', file_name: 'essay.docx' },
    });
    expect(sent).toEqual([
      [
        {
          method: 'POST',
          url: '/api/pdf/document-answer/essay%2F1%20a',
          body: { file_key: 'u/k/1', file_name: 'essay.docx' },
        },
        'startConversion',
      ],
    ]);
  });

  it('builds the query string of the members given, in their order', async () => {
    const { sent, transport } = recording({ rows: [], total: 0 });
    const staff = createClient(staffConsoleEndpoints, transport);
    await staff.applications({
      query: { q: 'Ada Lovelace', status: 'submitted', page: undefined, page_size: '25' },
    });
    await staff.applications();
    expect(sent.map(([request]) => [request.method, request.url])).toEqual([
      ['GET', '/api/staff/applications?q=Ada+Lovelace&status=submitted&page_size=25'],
      ['GET', '/api/staff/applications'],
    ]);
  });

  it('puts path parameters and a query together', async () => {
    const links = createLinks(staffConsoleEndpoints);
    expect(links.document({ params: { id: 'a-1', key: 'transcript' } })).toBe(
      '/api/staff/applications/a-1/documents/transcript',
    );
    expect(links.ssoStart({ query: { return_to: '/staff?q=a&b' } })).toBe(
      '/api/staff/sso/start?return_to=%2Fstaff%3Fq%3Da%26b',
    );
    expect('login' in links).toBe(false);
  });

  it('sends the body and headers of a versioned write and returns the answer with its ETag', async () => {
    const { sent, transport } = recording({ message: 'Your answers have been saved.' }, '"8"');
    const application = createClient(applicationEndpoints, transport);
    const saved = await application.answer({
      body: { answers: { first_name: 'Ada', legal_agree: true } },
      headers: { 'if-match': '"7"', 'idempotency-key': 'k1' },
    });
    expect(saved).toEqual({ body: { message: 'Your answers have been saved.' }, etag: '"8"' });
    expect(sent[0]).toEqual([
      {
        method: 'PUT',
        url: '/api/answer',
        body: { answers: { first_name: 'Ada', legal_agree: true } },
        headers: { 'if-match': '"7"', 'idempotency-key': 'k1' },
      },
      'answer',
    ]);
  });

  it('leaves out headers given as undefined', async () => {
    const { sent, transport } = recording();
    await createClient(applicationEndpoints, transport).saveAddAnother({
      body: { button_id: 'parents', num_components: 2 },
      headers: { 'if-match': undefined, 'idempotency-key': 'k2' },
    });
    expect(sent[0]![0].headers).toEqual({ 'idempotency-key': 'k2' });
  });

  it('returns the body alone for a route without an ETag', async () => {
    const { transport } = recording({ token: 't1' }, '"3"');
    const visitors = createClient(visitorEndpoints, transport);
    expect(await visitors.saveVisitorAnswers({ body: { answers: { a: 'x' } } })).toEqual({
      token: 't1',
    });
  });

  it('sends no body and no headers when a call names none', async () => {
    const { sent, transport } = recording();
    await createClient(applicationEndpoints, transport).submit();
    expect(sent[0]![0]).toEqual({ method: 'POST', url: '/api/submit' });
  });

  it("types each call's request and answer from the route's schemas", () => {
    const { transport } = recording();
    const application = createClient(applicationEndpoints, transport);
    const documents = createClient(documentEndpoints, transport);
    const staff = createClient(staffConsoleEndpoints, transport);
    expectTypeOf(application.profile).returns.resolves.toEqualTypeOf<Tagged<Profile>>();
    expectTypeOf(application.answer).returns.resolves.toEqualTypeOf<Tagged<AnswersSaved>>();
    expectTypeOf(documents.conversion).returns.resolves.toEqualTypeOf<ConversionState>();
    expectTypeOf(staff.applications).returns.resolves.toEqualTypeOf<StaffApplicationList>();
    expectTypeOf(documents.conversion).parameter(0).toHaveProperty('params');
    // Calls the compiler refuses (never run: only type-checked).
    const refused = () => [
      // @ts-expect-error a body of the wrong shape
      application.lastPage({ body: { lastPage: '/about' } }),
      // @ts-expect-error a path parameter is required
      documents.conversion(),
      // @ts-expect-error an answer is text or a boolean
      application.answer({ body: { answers: { a: 1 } } }),
    ];
    expectTypeOf(refused).toBeFunction();
  });
});

describe('the JSON transport', () => {
  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json', ...headers },
        }),
    );

  it('sends JSON and returns the parsed answer with its ETag', async () => {
    const fetch = answer(200, { message: 'Saved.' }, { etag: '"4"' });
    const application = createClient(applicationEndpoints, jsonTransport(fetch));
    await expect(application.tabs()).resolves.toEqual({ body: { message: 'Saved.' }, etag: '"4"' });
    await application.chooseTab({ body: { tab_id: 't', chosen_tab: 'b' } });
    expect(fetch.mock.calls[1]).toEqual([
      '/api/tabs',
      {
        method: 'PUT',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: '{"tab_id":"t","chosen_tab":"b"}',
      },
    ]);
  });

  it('throws the status and body of an answer outside 2xx', async () => {
    const fetch = answer(409, { ok: false, errors: [] });
    const error = await createClient(applicationEndpoints, jsonTransport(fetch))
      .submit()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect(error).toMatchObject({ status: 409, body: { ok: false, errors: [] } });
  });
});
