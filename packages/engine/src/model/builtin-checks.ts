import type { Check } from '../config/check.schema.ts';
import type { FieldNodeBase } from '../config/node-base.schema.ts';

/** The spec's "simple e-mail pattern". */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

/**
 * A question's checks: those its type gives every question of the type (`typeChecks`), a
 * maximum length when it has one (`max`) and the config does not set it, then the config's own.
 */
export function builtinChecks(
  node: FieldNodeBase,
  typeChecks: readonly Check[],
  max: number | undefined,
): Check[] {
  const own = node.checks ?? [];
  const checks = [...typeChecks];
  if (max !== undefined && !own.some((c) => c.type === 'maxLength')) {
    checks.push({
      type: 'maxLength',
      value: max,
      message: `${node.label} must be at most ${max} characters.`,
    });
  }
  return [...checks, ...own];
}
