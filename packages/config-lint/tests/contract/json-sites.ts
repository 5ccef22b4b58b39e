/** A value somewhere in a JSON file, with the container that holds it. */
export interface JsonSite {
  file: string;
  pointer: string;
  value: unknown;
  /** The object or array holding the value, and its member name or index (absent for the root). */
  parent?: Record<string, unknown> | unknown[];
  key?: string | number;
}

const token = (key: string | number) => String(key).replaceAll('~', '~0').replaceAll('/', '~1');

/** Every value of a parsed JSON file, in document order. */
export function jsonSites(file: string, root: unknown): JsonSite[] {
  const sites: JsonSite[] = [];
  const visit = (site: JsonSite) => {
    sites.push(site);
    const { value, pointer } = site;
    if (Array.isArray(value))
      value.forEach((item, i) =>
        visit({ file, pointer: `${pointer}/${i}`, value: item, parent: value, key: i }),
      );
    else if (typeof value === 'object' && value !== null)
      for (const [key, item] of Object.entries(value))
        visit({
          file,
          pointer: `${pointer}/${token(key)}`,
          value: item,
          parent: value as Record<string, unknown>,
          key,
        });
  };
  visit({ file, pointer: '', value: root });
  return sites;
}

/** Sites whose value is an object with the given `type` member (page nodes, checks). */
export const typedSites = (sites: readonly JsonSite[], type: string): JsonSite[] =>
  sites.filter(
    (s) =>
      typeof s.value === 'object' &&
      s.value !== null &&
      !Array.isArray(s.value) &&
      (s.value as { type?: unknown }).type === type,
  );
