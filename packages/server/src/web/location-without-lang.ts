/** A query parameter's name as a query parser reads it (`+` is a space); raw when malformed. */
function parameterName(part: string): string {
  const raw = part.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** A byte a Location header cannot carry as it is, percent-encoded. */
const percentEncode = (character: string): string =>
  `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/**
 * Where a page request for `url` (a request target such as `/education?lang=es&x=1`) goes once its
 * `lang` parameter has been read: the same path and the other parameters as they were sent,
 * without every `lang`. Always a path on this site: leading slashes collapse to one, so `//host`
 * can never send the browser elsewhere.
 */
export function locationWithoutLang(url: string): string {
  const questionMark = url.indexOf('?');
  const path = (questionMark < 0 ? url : url.slice(0, questionMark)).replace(/^[/\\]*/, '/');
  const query =
    questionMark < 0
      ? []
      : url
          .slice(questionMark + 1)
          .split('&')
          .filter((part) => part !== '' && parameterName(part) !== 'lang');
  const location = query.length ? `${path}?${query.join('&')}` : path;
  return location.replace(/[^\x21-\x7e]/g, percentEncode);
}
