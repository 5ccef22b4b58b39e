/* Type tests of the hooks widget sets build on (checked by tsc). */
import type { Guard } from '@admit/engine';
import { expectTypeOf, test } from 'vitest';
import {
  useAddAnother,
  useDocument,
  useErrorsShown,
  useField,
  useShown,
  useTab,
  type AddAnotherBinding,
  type DocumentBinding,
  type FieldBinding,
  type TabBinding,
  type TabChoiceResult,
} from '../src/index.ts';

test('hook signatures', () => {
  expectTypeOf(useField).parameters.toEqualTypeOf<[key: string]>();
  expectTypeOf(useField).returns.toEqualTypeOf<FieldBinding>();
  expectTypeOf(useShown).parameters.toEqualTypeOf<[guards: readonly Guard[]]>();
  expectTypeOf(useShown).returns.toEqualTypeOf<boolean>();
  expectTypeOf(useAddAnother).returns.toEqualTypeOf<AddAnotherBinding>();
  expectTypeOf(useTab).returns.toEqualTypeOf<TabBinding>();
  expectTypeOf<TabBinding['choose']>().returns.toEqualTypeOf<TabChoiceResult>();
  expectTypeOf(useDocument).returns.toEqualTypeOf<DocumentBinding>();
  expectTypeOf(useErrorsShown).returns.toEqualTypeOf<boolean>();
});
