/** Values of a path or query string: text, numbers, booleans; undefined ones are left out. */
export type UrlValues = Readonly<Record<string, string | number | boolean | undefined>>;

/**
 * A route's URL with its `:name` parameters filled in (each encoded as one path segment) and the
 * query's members that are not undefined appended (`?a=1&b=2`, form-encoded).
 */
export function buildUrl(url: string, params: UrlValues = {}, query: UrlValues = {}): string {
  const path = url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${url} needs the path parameter ${name}.`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams(
    Object.entries(query)
      .filter((entry) => entry[1] !== undefined)
      .map(([name, value]): [string, string] => [name, String(value)]),
  ).toString();
  return search ? `${path}?${search}` : path;
}
