import type { Check } from '../config/check.schema.ts';
import type { FieldNodeBase } from '../config/node-base.schema.ts';
import { ENGLISH_ENGINE_TEXTS, type EngineTexts } from '../texts/engine-texts.ts';

/** The spec's "simple e-mail pattern". */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

/**
 * A question's checks: those its type gives every question of the type (`typeChecks`), a
 * maximum length when it has one (`max`) and the config does not set it (its message in the
 * language of `texts`), then the config's own.
 */
export function builtinChecks(
  node: FieldNodeBase,
  typeChecks: readonly Check[],
  max: number | undefined,
  texts: EngineTexts = ENGLISH_ENGINE_TEXTS,
): Check[] {
  const own = node.checks ?? [];
  const checks = [...typeChecks];
  if (max !== undefined && !own.some((c) => c.type === 'maxLength')) {
    checks.push({
      type: 'maxLength',
      value: max,
      message: texts.text('validation.maxLength', { label: node.label, max }),
    });
  }
  return [...checks, ...own];
}
