/**
 * A download's file name: `text` with nothing but letters, digits, dots, dashes and underscores
 * (accents dropped, any other run of characters one dash), ending in `.<extension>` exactly once,
 * whether or not `text` already ended in it. Safe to quote in a Content-Disposition header as it
 * is. The one place a download's extension is added: a caller that added it as well named files
 * `….pdf.pdf`.
 */
export function safeFileName(text: string, extension: string): string {
  const suffix = `.${extension}`;
  const safe = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
  const stem = safe.toLowerCase().endsWith(suffix) ? safe.slice(0, -suffix.length) : safe;
  return `${stem.slice(0, 100).replace(/[-.]+$/, '') || 'download'}${suffix}`;
}
