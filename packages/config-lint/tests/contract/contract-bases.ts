import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../../../..');

/** The valid folders the contract tests mutate, and how many mutants of each (the bundled one lints ten times slower). */
export const CONTRACT_BASES = [
  { name: 'marlowe-river', dir: join(ROOT, 'partner-config/examples/marlowe-river'), count: 240 },
  { name: 'bundled partner', dir: join(ROOT, 'partner-config'), count: 60 },
];

/** One seed for both halves, so the browser half renders the very mutants the lint half passed. */
export const CONTRACT_SEED = 17;
