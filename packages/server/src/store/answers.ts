import {
  DOCUMENT_ANSWERED,
  isServerOwnedKey,
  type StoredAnswer,
  type StoredAnswers,
} from '@admit/engine';
import type { LoadedPartner } from '../config/partner.ts';
import type { DataCipher } from '../crypto/data-cipher.ts';
import type { Executor } from '../db/database-backend.ts';

export type { StoredAnswer };
/** Stored answers by key (the engine's StoredAnswers). */
export type AnswerMap = StoredAnswers;

/**
 * How the running form's answers are stored: as JSON, sealed for the partner's sensitive keys;
 * a file question's answer is the server's (read from its document), never stored text.
 */
export interface AnswerCodec {
  /** The stored text of a value. */
  encode(key: string, value: StoredAnswer): string;
  /** The value of a stored text (sealed or not). */
  decode(stored: string): StoredAnswer;
  /** Whether `key` is sealed at rest (the data model marks it sensitive). */
  isSealed(key: string): boolean;
  /** Whether `key` is a file question's: its answer is the server's, read from its document. */
  isFileKey(key: string): boolean;
}

/** The AnswerCodec of a partner's running form, sealing with `cipher`. */
export function answerCodec(
  partner: Pick<LoadedPartner, 'sensitiveKeys' | 'model'>,
  cipher: Pick<DataCipher, 'encrypt' | 'decrypt'>,
): AnswerCodec {
  const isSealed = (key: string) => partner.sensitiveKeys.has(key);
  return {
    encode(key, value) {
      const json = JSON.stringify(value);
      return isSealed(key) ? cipher.encrypt(json) : json;
    },
    decode: (stored) => JSON.parse(cipher.decrypt(stored)) as StoredAnswer,
    isSealed,
    isFileKey: (key) => isServerOwnedKey(partner.model, key),
  };
}

/**
 * A user's answers, decrypted (inside `db` when it is a transaction). A file question reads as
 * ANSWERED exactly while a converted document exists for it, whatever was ever stored under its key.
 */
export async function readAnswers(
  db: Executor,
  codec: AnswerCodec,
  userId: string,
): Promise<AnswerMap> {
  const [rows, documents] = await Promise.all([
    db.selectFrom('answers').select(['key', 'value']).where('user_id', '=', userId).execute(),
    db
      .selectFrom('documents')
      .select('key')
      .where('user_id', '=', userId)
      .where('status', '=', 'COMPLETED')
      .execute(),
  ]);
  const answers: AnswerMap = {};
  for (const row of rows) if (!codec.isFileKey(row.key)) answers[row.key] = codec.decode(row.value);
  for (const document of documents)
    if (codec.isFileKey(document.key)) answers[document.key] = DOCUMENT_ANSWERED;
  return answers;
}

/** Visitor answer sets are stored as one JSON object with sensitive values encrypted. */
export const encodeAnswerSet = (codec: AnswerCodec, answers: AnswerMap): string =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(answers)
        .filter(([, value]) => value !== '')
        .map(([key, value]) => [key, codec.encode(key, value)]),
    ),
  );

export const decodeAnswerSet = (codec: AnswerCodec, stored: string): AnswerMap =>
  Object.fromEntries(
    Object.entries(JSON.parse(stored) as Record<string, string>).map(([key, value]) => [
      key,
      codec.decode(value),
    ]),
  );
