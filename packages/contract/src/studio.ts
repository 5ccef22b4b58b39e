import { Type, type Static } from '@sinclair/typebox';
import { studioEndpoints } from './endpoints/studio.ts';
import { Closed, StringEnum, StringMap, routes } from './schema-helpers.ts';

/*
 * The config studio's API: its own small Node server over one partner folder (packages/studio),
 * not the portal's. Its server dispatches by this table and its front end calls the typed client.
 */

const tags = ['studio'];
const texts = () => StringMap(Type.String());

/** GET /api/folder: the partner folder's files as text, their versions and its lookup headers. */
export const StudioFolder = Type.Object({
  /** The folder's name. */
  name: Type.String(),
  /** `partner.json`, `data-model.json`, `options/<name>.json`, `pages/<id>.json`: their text. */
  texts: texts(),
  /** The header columns of each lookup file, by category (`lookups/<category>.csv`). */
  lookupColumns: Type.Unsafe<Readonly<Record<string, readonly string[]>>>(
    StringMap(Type.Array(Type.String())),
  ),
  /** Each file's version (a digest of its text): a save sends them back. */
  versions: texts(),
});
export type StudioFolder = Static<typeof StudioFolder>;

/** POST /api/save: the files as the studio holds them, over the versions it last read or saved. */
export const StudioSaveBody = Closed({
  files: StringMap(Type.Unknown()),
  versions: texts(),
});
export type StudioSaveBody = Static<typeof StudioSaveBody>;

/** A problem config-lint found, located in a file of the folder (its LintProblem). */
export const StudioProblem = Type.Object({
  severity: StringEnum(['error', 'warning'] as const),
  file: Type.String(),
  pointer: Type.String(),
  line: Type.Integer(),
  column: Type.Integer(),
  message: Type.String(),
  rule: Type.String(),
});

/** 200 of a save: what was written and removed, and every file's text and version now. */
export const StudioSaved = Type.Object({
  ok: Type.Literal(true),
  written: Type.Array(Type.String()),
  removed: Type.Array(Type.String()),
  texts: texts(),
  versions: texts(),
});
export type StudioSaved = Static<typeof StudioSaved>;

/**
 * 422 or 409 of a save, nothing written: config-lint's errors, or (409) the files changed on
 * disk since the studio read them.
 */
export const StudioSaveRefused = Type.Object({
  ok: Type.Literal(false),
  errors: Type.Array(StudioProblem),
  changedOnDisk: Type.Optional(Type.Array(Type.String())),
});
export type StudioSaveRefused = Static<typeof StudioSaveRefused>;

/** The outcome of a save. */
export type StudioSaveResult = StudioSaved | StudioSaveRefused;

/** Any failure of the studio's API: what went wrong, for the log. */
const StudioError = Type.Object({ error: Type.String() });

/** Read and save one partner folder (the config studio). */
export const studioRoutes = routes(studioEndpoints, {
  folder: {
    tags,
    summary: "The partner folder's files as text, their versions and its lookup headers",
    response: { 200: StudioFolder, 500: StudioError },
  },
  save: {
    tags,
    summary:
      'Write the files when config-lint finds no error (422 with the errors; 409 when a file changed on disk since its version)',
    body: StudioSaveBody,
    response: {
      200: StudioSaved,
      400: StudioError,
      403: StudioError,
      409: StudioSaveRefused,
      422: StudioSaveRefused,
      500: StudioError,
    },
  },
});
