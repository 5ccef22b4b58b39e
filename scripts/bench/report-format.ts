/** Formatting shared by the sections of bench/RESULTS.md. */
import type { AppName } from './build-apps.ts';
import type { Section } from './section.ts';

/** The apps as the tables name them. */
export const NAMES: Record<AppName, string> = {
  admit: 'Admit (@admit/react + @admit/mui)',
  rjsf: 'react-jsonschema-form (@rjsf/core + @rjsf/mui)',
  jsonforms: 'JSON Forms (@jsonforms/react + material renderers)',
};
/** The apps as sentences name them. */
export const SHORT: Record<AppName, string> = {
  admit: 'Admit',
  rjsf: 'rjsf',
  jsonforms: 'JSON Forms',
};
/** The apps Admit is compared with. */
export const PEERS: AppName[] = ['rjsf', 'jsonforms'];

export const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : 'n/a');
/** Event Timing reports only events of 16 ms or more; 0 stands for "under 16 ms". */
export const eventMs = (v: number) => (v > 0 ? `${v} ms` : '< 16 ms');
export const times = (v: number) => `${v >= 10 ? v.toFixed(0) : v.toFixed(1)}×`;
export const int = (v: number) => Math.round(v).toLocaleString('en-US');
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const verdict = (met: boolean) => (met ? '**met**' : '**missed**');

/** A markdown table: the first column left-aligned, the others right-aligned unless `left`. */
export const table = (head: string[], rows: (string | number)[][], left = false) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map((_, i) => (i === 0 || left ? '---' : '---:')).join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

/** The line a section shows when it has no figures. */
export function notMeasured(section: Section<unknown>): string | undefined {
  return section.ok ? undefined : `Not measured: ${section.why}`;
}
