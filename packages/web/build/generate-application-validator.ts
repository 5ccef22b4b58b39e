import { createRequire } from 'node:module';
import {
  buildValidationSchema,
  createAjv,
  inlineAjvRuntime,
  standaloneExportName,
  type FormModel,
} from '@admit/engine';

// ajv 8 is the engine's own dependency (the repo root holds an older ajv for eslint), so its code
// generator is loaded from where the engine resolves it: the same copy that compiled the schema.
const engineRequire = createRequire(createRequire(import.meta.url).resolve('@admit/engine'));
const standaloneCode = (
  engineRequire('ajv/dist/standalone/index.js') as {
    default: (ajv: unknown, refs: Record<string, string>) => string;
  }
).default;

/**
 * Writes the whole-application validator (export `all`) as a plain ES module. The engine's
 * `generateStandaloneValidators` also writes one validator per page, which doubles the code
 * (about 1 MB per copy for the bundled partner); the app validates the whole application and
 * reads a page's problems by their `pageId`, so it ships only this one.
 */
export function generateApplicationValidator(model: FormModel): string {
  const ajv = createAjv({ standalone: true });
  const name = standaloneExportName();
  ajv.addSchema({ ...buildValidationSchema(model).schema, $id: name });
  const code = inlineAjvRuntime(standaloneCode(ajv, { [name]: name }));
  return `// Generated from the partner config by packages/web/build. Do not edit.\n${code}\n`;
}
