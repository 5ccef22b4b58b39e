import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = join(import.meta.dirname, '../..');
const fromDir = (dir: string) => createRequire(join(REPO, dir, 'package.json'));

/**
 * ajv-errors and the engine's keywords build code with ajv's code generator, whose names are
 * classes: a second copy of ajv makes them objects of another class, which the generated code
 * prints as JSON ("Unexpected token ':'" when the studio's preview validates). Every package of
 * ours must load the one copy ajv-errors loads.
 */
describe('ajv', () => {
  const ajvErrors = fromDir('packages/engine').resolve('ajv-errors');
  const theOne = createRequire(ajvErrors).resolve('ajv/dist/compile/codegen');

  it.each(['packages/engine', 'packages/contract', 'packages/config-lint', 'packages/node-types'])(
    '%s loads the copy of ajv that ajv-errors loads',
    (dir) => {
      expect(fromDir(dir).resolve('ajv/dist/compile/codegen')).toBe(theOne);
    },
  );
});
