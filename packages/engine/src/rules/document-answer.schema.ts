import { Type, type Static } from '@sinclair/typebox';

/**
 * An uploaded document as the server lists it: the applicant's file name and its size in bytes.
 * The print view shows it; the API answers it (the HTTP contract builds on this schema).
 */
export const DocumentAnswerSchema = Type.Object({
  file_name: Type.String(),
  file_size: Type.Integer(),
});

/** An uploaded document as the server lists it. */
export type DocumentAnswer = Static<typeof DocumentAnswerSchema>;
