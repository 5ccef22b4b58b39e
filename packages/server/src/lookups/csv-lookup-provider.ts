import { readFile, readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { lookupRecord, parseCsvRecords } from '@admit/engine';
import MiniSearch from 'minisearch';
import type { LookupDetail, LookupResult } from '@admit/contract';
import type { LookupProvider } from './lookup-provider.ts';

interface Entry {
  id: string;
  name: string;
  city: string;
  state: string;
  record: Record<string, string>;
}

/**
 * The embedded default: `<partner>/lookups/<category>.csv` (columns id, name, address_line_1, city,
 * state, zip, country) indexed in memory with MiniSearch (prefix and fuzzy matching on name and city).
 * A partner ships its licensed CEEB lists in that shape.
 *
 * A record's id is its CEEB code: the detail also gives it as `ceeb` (the engine's `lookupRecord`),
 * the field a school block fills its CEEB code from (a `ceeb` column of the file wins).
 */
export async function createCsvLookupProvider(lookupDir: string): Promise<LookupProvider> {
  const indexes = new Map<string, { search: MiniSearch<Entry>; byId: Map<string, Entry> }>();
  // A partner without a lookups folder simply has no school suggestions.
  const files = (await readdir(lookupDir).catch(() => [] as string[])).filter((file) =>
    file.endsWith('.csv'),
  );
  for (const file of files) {
    const category = basename(file, '.csv');
    const entries: Entry[] = parseCsvRecords(await readFile(join(lookupDir, file), 'utf8'))
      .filter((record) => record.id && record.name)
      .map((record) => ({
        id: record.id!,
        name: record.name!,
        city: record.city ?? '',
        state: record.state ?? '',
        record: lookupRecord(record),
      }));
    const search = new MiniSearch<Entry>({
      fields: ['name', 'city'],
      storeFields: ['id'],
      searchOptions: { prefix: true, fuzzy: 0.2, boost: { name: 2 }, combineWith: 'AND' },
    });
    search.addAll(entries);
    indexes.set(category, { search, byId: new Map(entries.map((entry) => [entry.id, entry])) });
  }
  const subText = (entry: Entry) => [entry.city, entry.state].filter(Boolean).join(', ');
  return {
    categories: [...indexes.keys()],
    async search(category, text, maxResults): Promise<LookupResult[]> {
      const index = indexes.get(category);
      if (!index || !text.trim()) return [];
      return index.search
        .search(text)
        .slice(0, maxResults)
        .map((hit) => index.byId.get(String(hit.id))!)
        .map((entry) => ({ id: entry.id, text: entry.name, sub_text: subText(entry) }));
    },
    async detail(category, id): Promise<LookupDetail | undefined> {
      const entry = indexes.get(category)?.byId.get(id);
      return entry?.record;
    },
  };
}
