/** How bad a configuration problem is: errors stop the app from starting; warnings do not. */
export type Severity = 'error' | 'warning';

/** A problem in a partner config, located by a JSON pointer into the assembled config. */
export interface ConfigProblem {
  severity: Severity;
  /** JSON pointer into the assembled config (for example `/pages/0/sections/2/children/4`). */
  pointer: string;
  message: string;
  /** Short stable name of the check that found it (for example `duplicate-key`). */
  rule: string;
}
