import { dateOfBound, isoDate, type Check, type FieldModel } from '@admit/engine';
import type { NodeTypeStudio } from '../studio-kit/node-type-studio.ts';
import type { TextNode } from './text.schema.ts';

const SAMPLE_ESSAY =
  'A sample answer a few sentences long, so the story shows how a longer answer wraps in the text area and in print.';

const dateRanges = (field: FieldModel) =>
  field.checks.filter((c): c is Extract<Check, { type: 'dateRange' }> => c.type === 'dateRange');

/**
 * A date inside the question's range: today when allowed; else four years before the latest
 * allowed date (a birth date of someone old enough), kept above the earliest allowed date.
 */
function sampleDate(field: FieldModel, today: Date): string {
  const ranges = dateRanges(field);
  const bounds = (side: 'min' | 'max') =>
    ranges.flatMap((r) => (r[side] ? [dateOfBound(r[side], today)] : [])).sort();
  const earliest = bounds('min').at(-1);
  const latest = bounds('max')[0];
  let date = isoDate(today);
  if (latest !== undefined && latest < date)
    date = `${Number(latest.slice(0, 4)) - 4}${latest.slice(4)}`;
  return earliest !== undefined && earliest > date ? earliest : date;
}

export default {
  name: 'Text question',
  template: ({ key, label }) => ({ type: 'text', key, label }),
  sample(field, s) {
    const { node } = field as FieldModel<TextNode>;
    // A password has no sample: the preview leaves it empty.
    if (node.inputType === 'password' || node.category === 'password') return {};
    const text =
      node.inputType === 'date'
        ? sampleDate(field, s.today)
        : node.category === 'ssn'
          ? '123-45-6789'
          : node.inputType === 'textarea'
            ? SAMPLE_ESSAY
            : s.text(field);
    return text === undefined ? {} : { [field.key]: text };
  },
} satisfies NodeTypeStudio<TextNode>;
