import Ajv from 'ajv';
import ajvErrors from 'ajv-errors';
import { addEngineKeywords } from './ajv-keywords.ts';

/** Options shared by validators compiled at run time and those written out as standalone code. */
export const ENGINE_AJV_OPTIONS = {
  allErrors: true,
  strict: false,
  unicodeRegExp: true,
  // Each shared-guard branch stays its own small function, which V8 can optimize; one huge
  // inlined function is never optimized and runs hundreds of times slower.
  inlineRefs: false,
} as const;

/** An ajv instance with ajv-errors and the engine's keywords. `standalone` keeps the source for code generation. */
export function createAjv(options: { standalone?: boolean } = {}): Ajv {
  const ajv = new Ajv({
    ...ENGINE_AJV_OPTIONS,
    ...(options.standalone ? { code: { source: true, esm: true, lines: false } } : {}),
  });
  ajvErrors(ajv);
  return addEngineKeywords(ajv);
}
