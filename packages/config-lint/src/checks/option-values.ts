import type { FieldModel, OptionList, OptionSource, PartnerConfig } from '@admit/engine';
import { fieldTypeOf } from '@admit/node-types';

/**
 * The values a fixed option source offers. Undefined when the named list is missing or the
 * source generates years (its values depend on today's date).
 */
export function fixedOptionValues(
  source: OptionSource | undefined,
  lists: Readonly<Record<string, OptionList>>,
): string[] | undefined {
  const list = typeof source === 'string' ? lists[source] : source;
  return Array.isArray(list) ? list.map((option) => option.value) : undefined;
}

/**
 * Every value a question with options can store (all the lists its node type names, a dependent
 * select's every list). Undefined for other questions and when some list is missing or generated.
 */
export function fieldOptionValues(field: FieldModel, config: PartnerConfig): string[] | undefined {
  const type = fieldTypeOf(field.kind);
  const sources = type.optionSources?.(field.node) ?? [];
  const values = new Set<string>();
  for (const source of sources) {
    const list = fixedOptionValues(source, config.optionLists);
    if (!list) return undefined;
    list.forEach((v) => values.add(v));
  }
  return sources.length ? [...values] : undefined;
}

const SHOWN = 12;

/** Values for a message: quoted, the first dozen, then how many in all. */
export function listValues(values: readonly unknown[]): string {
  const shown = values
    .slice(0, SHOWN)
    .map((v) => JSON.stringify(v))
    .join(', ');
  return values.length > SHOWN ? `${shown}, … (${values.length} in all)` : shown;
}
