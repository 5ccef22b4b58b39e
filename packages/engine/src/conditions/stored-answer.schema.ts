import { Type, type Static } from '@sinclair/typebox';

/**
 * A stored answer: text, or a check box's boolean; "" is the empty answer (a write of "" clears
 * one). The one definition of an answer's value: the engine reads it, the server stores it and
 * the HTTP contract sends it (its wire schema is this one).
 */
export const StoredAnswerSchema = Type.Union([Type.String(), Type.Boolean()]);

/** A stored answer: text or a check box's boolean. */
export type StoredAnswer = Static<typeof StoredAnswerSchema>;

/** Stored answers by answer key. */
export type StoredAnswers = Record<string, StoredAnswer>;
