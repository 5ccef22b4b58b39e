import type { Option, OptionList, OptionSource, YearsSpec } from '../config/option.schema.ts';

/** The years a generated list holds, as options (value and label are the year). */
export function yearOptions(spec: YearsSpec, today: Date): Option[] {
  const start = (spec.start ?? today.getFullYear()) + (spec.startOffset ?? 0);
  const step = spec.direction === 'past' ? -1 : 1;
  const years = Array.from({ length: spec.count }, (_, i) => String(start + i * step));
  const options = years.map((year) => ({ label: year, value: year }));
  return spec.blank !== undefined ? [{ label: spec.blank, value: '' }, ...options] : options;
}

const fromList = (list: OptionList, today: Date): Option[] =>
  Array.isArray(list) ? list : yearOptions(list, today);

/**
 * Resolves an option source to its options: a named list from the partner's option lists, inline
 * options, or generated years. Returns undefined for a name that is not a list.
 */
export function resolveOptions(
  source: OptionSource,
  lists: Readonly<Record<string, OptionList>>,
  today: Date,
): Option[] | undefined {
  if (typeof source === 'string') {
    const list = lists[source];
    return list === undefined ? undefined : fromList(list, today);
  }
  return fromList(source, today);
}
