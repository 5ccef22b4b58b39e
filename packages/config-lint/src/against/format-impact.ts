import type { ConfigImpact } from './compare-configs.ts';
import type { ImpactCounts } from './count-applications.ts';

const touched = (n: number | undefined, what: string) =>
  n === undefined ? ` (${what}: cannot be counted, answers encrypted)` : ` (${what}: ${n})`;

/** The impact of a config change as text, one line per change, grouped by kind. */
export function formatImpact(
  dir: string,
  previous: string,
  impact: ConfigImpact,
  counts?: ImpactCounts,
): string {
  const lines = [`${dir} against ${previous}:`];
  const section = (title: string, items: string[]) => {
    lines.push(`  ${title}: ${items.length ? '' : 'none'}`.trimEnd());
    for (const item of items) lines.push(`    ${item}`);
  };
  const count = (kind: keyof ImpactCounts, key: string, what: string) =>
    counts ? touched(counts[kind][key], what) : '';
  section(
    'Deleted questions',
    impact.deletedQuestions.map(
      (q) =>
        `${q.key} "${q.label}" (page ${q.pageId})${count('deletedQuestions', q.key, 'applications with an answer')}`,
    ),
  );
  section(
    'Removed options',
    impact.removedOptions.map(
      (o) =>
        `${o.key} "${o.label}": ${o.values.join(', ')}${count('removedOptions', o.key, 'applications with one of them')}`,
    ),
  );
  section(
    'New required questions',
    impact.newRequiredQuestions.map(
      (q) =>
        `${q.key} "${q.label}" (page ${q.pageId}, ${q.added ? 'new question' : 'now required'})${count('newRequiredQuestions', q.key, 'applications in progress without an answer')}`,
    ),
  );
  section(
    'Changed conditions',
    impact.changedConditions.map(
      (c) =>
        `${c.key} "${c.label}": ${c.changed.join(' and ')}${count('changedConditions', c.key, 'applications with an answer')}`,
    ),
  );
  if (!counts) lines.push('  (give --database-url to count the stored applications each touches)');
  return lines.join('\n');
}
