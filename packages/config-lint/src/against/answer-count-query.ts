/**
 * What config-lint's `--against` asks the server's `count-answers` command to count among the
 * stored applications, by answer key: config-lint says what it needs, the server (which alone
 * knows its tables and how it seals answers) counts it. Sent as JSON on the command's stdin.
 */
export interface AnswerCountQuery {
  /** Keys: for each, the applications with an answer to it. */
  answered?: readonly string[];
  /** Answer values by key: for each key, the applications whose answer is one of its values. */
  answeredWith?: Readonly<Record<string, readonly unknown[]>>;
  /** Keys: for each, the applications in progress (not submitted) with no answer to it. */
  unansweredInProgress?: readonly string[];
}

/** What `count-answers` answers to an AnswerCountQuery (JSON on its stdout), by key. */
export interface AnswerCounts {
  answered: Record<string, number>;
  /** null: the key's answers are sealed (a sensitive key), so their values cannot be compared. */
  answeredWith: Record<string, number | null>;
  unansweredInProgress: Record<string, number>;
}
