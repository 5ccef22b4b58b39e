import type { LoadedPartner } from '../config/partner.ts';
import type { DatabaseBackend } from '../db/database-backend.ts';
import type { AnswerCodec } from './answers.ts';

/**
 * What the writes of an application (its versioned writes, a visitor's answers moved in, submit)
 * run on; the same for every request of a server, so routes make it once.
 */
export interface ApplicationWrites {
  /** The database: a versioned write is one of its write units, submit holds its row lock. */
  database: DatabaseBackend;
  /** How answers are stored. */
  codec: AnswerCodec;
  /**
   * The running config: its version (`hash`, recorded as the one an application was started and
   * submitted on), where its entries' answers are (`blocks`) and their groups' default counts.
   */
  form: Pick<LoadedPartner, 'hash' | 'blocks' | 'model'>;
}
