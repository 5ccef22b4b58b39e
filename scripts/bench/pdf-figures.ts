/**
 * Every number in a JSON value with its dotted path (`rows.0.p95Ms`), in document order: the PDF
 * benchmark owns the shape of bench/pdf.json, and the report shows whatever figures it holds.
 */
export function flattenNumbers(value: unknown, path = ''): [string, number][] {
  if (typeof value === 'number') return [[path, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    flattenNumbers(inner, path ? `${path}.${key}` : key),
  );
}
