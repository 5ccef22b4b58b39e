/** Median and 95th percentile of a sample (nearest rank), with its size. */
export interface Summary {
  n: number;
  median: number;
  p95: number;
}

/** The p-th percentile (0-100) by nearest rank; NaN for an empty sample. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

/** Median and p95, rounded to 0.1. */
export function summarize(values: readonly number[]): Summary {
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    n: values.length,
    median: round(percentile(values, 50)),
    p95: round(percentile(values, 95)),
  };
}
