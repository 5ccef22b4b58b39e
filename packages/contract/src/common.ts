import { DocumentAnswerSchema, StoredAnswerSchema } from '@admit/engine';
import { Type, type Static } from '@sinclair/typebox';
import { CONVERSION_STATUSES } from './constants.ts';
import { StringEnum, StringMap } from './schema-helpers.ts';

/** `{ message }`: every error, and the success of most writes. */
export const MessageResponse = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;

/**
 * An answer on the wire: the engine's stored answer, text or a check box's boolean ("" clears an
 * answer when written).
 */
export const StoredAnswer = StoredAnswerSchema;
export type StoredAnswer = Static<typeof StoredAnswer>;

/** A flat answer map, by answer key. */
export const AnswerMap = StringMap(StoredAnswer);
export type AnswerMap = Static<typeof AnswerMap>;

/** An uploaded document as the server lists it (file name and size). */
export const DocumentAnswer = DocumentAnswerSchema;

/** Converted documents by question key. */
export const DocumentAnswers = StringMap(DocumentAnswer);
export type DocumentAnswers = Static<typeof DocumentAnswers>;

/** Add-another block counts by button id. */
export const AddAnotherCounts = StringMap(Type.Integer());
export type AddAnotherCounts = Static<typeof AddAnotherCounts>;

/** Chosen tab by tab id. */
export const TabChoices = StringMap(Type.String());
export type TabChoices = Static<typeof TabChoices>;

/** A conversion's (or the application PDF's) status. */
export const ConversionStatusSchema = StringEnum(CONVERSION_STATUSES);
