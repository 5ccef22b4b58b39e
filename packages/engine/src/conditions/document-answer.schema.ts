import { Type, type Static } from '@sinclair/typebox';

/**
 * An uploaded document as the server lists it: the applicant's file name and its size in bytes,
 * and for staff whether its converted PDF is an image-only scan. The print view shows it; the
 * API answers it (the HTTP contract builds on this schema).
 */
export const DocumentAnswerSchema = Type.Object({
  file_name: Type.String(),
  file_size: Type.Integer(),
  image_only: Type.Optional(
    Type.Boolean({
      description:
        'True (in staff reads only) when the converted PDF has no text to extract: a scan or a photo, which a screen reader cannot read.',
    }),
  ),
});

/** An uploaded document as the server lists it. */
export type DocumentAnswer = Static<typeof DocumentAnswerSchema>;
