import { Type, type Static } from '@sinclair/typebox';
import { CONFIG_PATTERNS, patterned } from './config-patterns.ts';

/** What a CSV column holds besides answers: facts of the account and the submission. */
export const EXPORT_FIELDS = ['application_id', 'email', 'submitted_at'] as const;

/** One column of an export: an answer (by key) or a fact of the application (`field`). */
export const ExportColumnSchema = Type.Union([
  Type.Object(
    {
      key: Type.String({ description: 'Answer key (in data-model.json).' }),
      header: Type.Optional(Type.String({ description: 'Column header; default: the key.' })),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      field: Type.Union(
        EXPORT_FIELDS.map((field) => Type.Literal(field)),
        {
          description:
            'The application id, the account e-mail or the submission time (ISO 8601, UTC).',
        },
      ),
      header: Type.Optional(
        Type.String({ description: 'Column header; default: the field name.' }),
      ),
    },
    { additionalProperties: false },
  ),
]);
export type ExportColumn = Static<typeof ExportColumnSchema>;

/**
 * A CSV export of submitted applications that admins download from the staff console, for the
 * student information system: which columns, in order. Answers marked `sensitive` in the data
 * model go out only in a profile that says `includeSensitive` (config-lint refuses them
 * elsewhere).
 */
export const ExportProfileSchema = Type.Object(
  {
    id: patterned(CONFIG_PATTERNS.kebabName, { description: 'Names the export in its URL.' }),
    title: Type.String({ minLength: 1, description: 'What staff see in the console.' }),
    includeSensitive: Type.Optional(
      Type.Boolean({ description: 'Allow columns of answers the data model marks sensitive.' }),
    ),
    columns: Type.Array(ExportColumnSchema, {
      minItems: 1,
      description:
        'The CSV columns, in order: an answer (`key`) or a fact of the application (`field`).',
    }),
  },
  { additionalProperties: false },
);
export type ExportProfile = Static<typeof ExportProfileSchema>;
