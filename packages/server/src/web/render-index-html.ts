/** `&`, `"`, `<` and `>` as character references: safe inside a double-quoted attribute. */
const attribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `&`, `<` and `>` as character references: safe as element text. */
const text = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const HTML_TAG = /<html\b[^>]*>/i;
const TITLE = /(<title\b[^>]*>)[\s\S]*?<\/title\s*>/i;
const LANG_ATTRIBUTE = /\slang\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/i;
const HEAD_END = /<\/head\s*>/i;

/**
 * The web app's index.html in `language`: the `lang` of its `<html>` element set to it (replacing
 * the build's), and a `<link rel="modulepreload">` for each of `preloads` (that language's own
 * chunks) before `</head>`, so the browser fetches them alongside the entry instead of after it.
 * `crossorigin` as on the build's own module tags: a preload is used only by a fetch of its mode.
 * `title`, when given, replaces the build's `<title>` text (the partner's application title in
 * that language), escaped.
 */
export function renderIndexHtml(
  html: string,
  language: string,
  preloads: readonly string[] = [],
  title?: string,
): string {
  const lang = ` lang="${attribute(language)}"`;
  let page = html.replace(HTML_TAG, (tag) =>
    LANG_ATTRIBUTE.test(tag)
      ? tag.replace(LANG_ATTRIBUTE, lang)
      : `${tag.slice(0, 5)}${lang}${tag.slice(5)}`,
  );
  const links = preloads
    .map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`)
    .join('');
  if (links) page = page.replace(HEAD_END, (end) => `${links}${end}`);
  if (title !== undefined)
    page = page.replace(TITLE, (_element, open: string) => `${open}${text(title)}</title>`);
  return page;
}
