import { RECORDED_WEB_STATUSES } from '@admit/engine';
import { Type, type Static } from '@sinclair/typebox';
import {
  AddAnotherCounts,
  AnswerMap,
  DocumentAnswers,
  MessageResponse,
  TabChoices,
} from './common.ts';
import { Closed, StringEnum, routes } from './schema-helpers.ts';
import { applicationEndpoints } from './endpoints/applicant.ts';
import { IF_MATCH_PATTERN } from './wire/etag.ts';
import type { FromWire } from './wire/wire-names.ts';

const tags = ['application'];
const ok = { 200: MessageResponse };

/**
 * Headers of a versioned write (PUT /api/answer, /api/add-another, /api/tabs), both optional:
 * `If-Match` names the ETag the client last read (`*` or absent: no check, the spec's behaviour);
 * `Idempotency-Key` names one write, so a retry of a write that landed is answered 200 again.
 */
export const VersionedWriteHeaders = Type.Object({
  'if-match': Type.Optional(Type.String({ maxLength: 40, pattern: IF_MATCH_PATTERN })),
  'idempotency-key': Type.Optional(
    Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9._:-]+$' }),
  ),
});
export type VersionedWriteHeaders = Static<typeof VersionedWriteHeaders>;

/**
 * 412 Precondition Failed: nothing was written; `current` holds the present values of the parts
 * of the write that changed since its If-Match ("" for an answer now empty), the response's ETag
 * the revision to send with the write again once the client has merged them.
 */
export const PreconditionFailed = Type.Object({
  message: Type.String(),
  current: Type.Object({
    answers: AnswerMap,
    add_another: AddAnotherCounts,
    tabs: TabChoices,
  }),
});
export type PreconditionFailed = Static<typeof PreconditionFailed>;

/** A 412's `current` as the code names its parts (`fromWire`): answers, addAnother, tabs. */
export type CurrentParts = FromWire<PreconditionFailed['current']>;

/**
 * 409 of PUT /api/answer: the application was submitted, or (with `keys`) answers (not "") into
 * add-another entries the group does not show (an entry removed elsewhere, or never added);
 * nothing was written.
 */
export const OutsideEntries = Type.Object({
  message: Type.String(),
  keys: Type.Optional(Type.Array(Type.String())),
});

/**
 * 200 of PUT /api/answer. `retired`: keys of questions the form no longer has (a tab open across
 * a config change), not stored; every other answer of the write was.
 */
export const AnswersSaved = Type.Object({
  message: Type.String(),
  retired: Type.Optional(Type.Array(Type.String())),
});
export type AnswersSaved = Static<typeof AnswersSaved>;

const versioned = { 200: MessageResponse, 412: PreconditionFailed };

/** GET /api/profile (spec section 3). */
export const Profile = Type.Object({
  answer: AnswerMap,
  document_answer: DocumentAnswers,
  username: Type.String(),
  last_page: Type.String(),
  successful_login: Type.Array(Type.Object({ login_at: Type.String() })),
  web_status: Type.Array(Type.Object({ web_status: Type.String() })),
});
export type Profile = Static<typeof Profile>;

/** POST /api/web-status: `submitted` only after POST /api/submit. */
export const WebStatusBody = Closed({ web_status: StringEnum(RECORDED_WEB_STATUSES) });
export type WebStatusBody = Static<typeof WebStatusBody>;

/** PUT /api/last-page: a path of the app, or "". */
export const LastPageBody = Closed({
  last_page: Type.String({ maxLength: 256, pattern: '^(/.*)?$' }),
});
export type LastPageBody = Static<typeof LastPageBody>;

/** PUT /api/answer: answers to merge ("" clears one). */
export const AnswersBody = Closed({ answers: AnswerMap });
export type AnswersBody = Static<typeof AnswersBody>;

/** One problem the client's validation found (the engine's ValidationProblem). */
export const ReportedProblem = Closed({
  key: Type.String({ maxLength: 128 }),
  pageId: Type.Optional(Type.String({ maxLength: 128 })),
  message: Type.String({ maxLength: 4000 }),
});

/** POST /api/validations: the problems of one page. */
export const ValidationsBody = Closed({
  page: Type.String({ maxLength: 128 }),
  problems: Type.Array(ReportedProblem, { maxItems: 1000 }),
});
export type ValidationsBody = Static<typeof ValidationsBody>;

/** PUT /api/add-another: how many blocks a group shows. */
export const AddAnotherBody = Closed({
  button_id: Type.String({ maxLength: 128 }),
  num_components: Type.Integer({ minimum: 1 }),
});
export type AddAnotherBody = Static<typeof AddAnotherBody>;

/** PUT /api/tabs: the tab chosen in a tab group. */
export const TabBody = Closed({
  tab_id: Type.String({ maxLength: 128 }),
  chosen_tab: Type.String({ maxLength: 128 }),
});
export type TabBody = Static<typeof TabBody>;

/** The logged-in applicant's profile, status, last page, answers, blocks, tabs and submit. */
export const applicationRoutes = routes(applicationEndpoints, {
  profile: { tags, summary: 'The applicant profile', response: { 200: Profile } },
  webStatus: {
    tags,
    summary: 'Record a web status (idempotent; submitted only after POST /api/submit)',
    body: WebStatusBody,
    response: ok,
  },
  lastPage: { tags, summary: 'Remember the last page visited', body: LastPageBody, response: ok },
  answer: {
    tags,
    summary:
      'Merge answers ("" clears one); rejects unknown keys and wrong types, writing nothing; If-Match: 412 when an answer written changed since',
    body: AnswersBody,
    headers: VersionedWriteHeaders,
    response: { 200: AnswersSaved, 409: OutsideEntries, 412: PreconditionFailed },
  },
  validations: {
    tags,
    summary: 'Store the problems the client found on one page',
    body: ValidationsBody,
    response: ok,
  },
  addAnother: {
    tags,
    summary: 'Add-another counts by button id',
    response: { 200: AddAnotherCounts },
  },
  saveAddAnother: {
    tags,
    summary:
      'Save the number of blocks of an add-another group; If-Match: 412 when an entry was added or removed since',
    body: AddAnotherBody,
    headers: VersionedWriteHeaders,
    response: versioned,
  },
  tabs: { tags, summary: 'Chosen tab by tab id', response: { 200: TabChoices } },
  chooseTab: {
    tags,
    summary:
      "Choose a tab (clears the leaving tab's answers and deletes its documents); If-Match: 412 when another tab was chosen since",
    body: TabBody,
    headers: VersionedWriteHeaders,
    response: versioned,
  },
  // A 422 carries `{ message, problems }`, `problems` being the engine's ValidationProblem list:
  // an error body, which the error handler writes (no response schema serialises it).
  submit: {
    tags,
    summary: 'Validate the whole application on the server and submit it (422 with problems)',
    response: ok,
  },
});
