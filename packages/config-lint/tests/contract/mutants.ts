import { jsonSites, typedSites, type JsonSite } from './json-sites.ts';
import type { PartnerFolderData } from './partner-folder-data.ts';
import type { Random } from './seeded-random.ts';

/** One change to a valid partner folder, and where a lint error about it belongs. */
export interface Mutant {
  /** What was changed where, for a failure's message. */
  name: string;
  /** The file changed and the JSON pointer of the change in it. */
  file: string;
  pointer: string;
  /**
   * Names the change broke (a removed key, a list, a route): an error in another file that
   * quotes one of them is also about this change (a page naming a list that is gone).
   */
  names: string[];
  /** The change is one of issue 17's mistakes for sure: lint must fail (structural changes may be harmless). */
  mustFail?: boolean;
  /** The change is a mistake lint warns about (it works, but not as meant): a passing folder must have a warning about it. */
  mustWarn?: boolean;
  apply(data: PartnerFolderData): void;
}

type Operator = (data: PartnerFolderData, random: Random) => Mutant | undefined;
type Obj = Record<string, unknown>;

const allSites = (data: PartnerFolderData): JsonSite[] =>
  Object.entries(data.json).flatMap(([file, root]) => jsonSites(file, root));
const pageSites = (data: PartnerFolderData) =>
  allSites(data).filter((s) => s.file.startsWith('pages/'));
/** Names a message would quote ("Y", "first_name"): every non-empty text among the values. */
const longNames = (...values: unknown[]) =>
  values
    .filter((v): v is string => typeof v === 'string' && v.length > 0)
    .map((v) => JSON.stringify(v));

/** Finds the site with the same file and pointer in the data being mutated (a clone). */
function siteIn(data: PartnerFolderData, site: JsonSite): JsonSite {
  const found = jsonSites(site.file, data.json[site.file]).find((s) => s.pointer === site.pointer);
  if (!found) throw new Error(`no ${site.file}:${site.pointer}`);
  return found;
}

/** A mutant that changes the value at a site (the root excluded). */
function atSite(
  site: JsonSite,
  name: string,
  names: string[],
  change: (site: JsonSite) => void,
): Mutant {
  return {
    name: `${name} at ${site.file}:${site.pointer}`,
    file: site.file,
    pointer: site.pointer,
    names,
    apply: (data) => change(siteIn(data, site)),
  };
}

const setValue = (site: JsonSite, value: unknown) => {
  if (Array.isArray(site.parent)) site.parent[site.key as number] = value;
  else (site.parent as Obj)[site.key as string] = value;
};

const OTHER_TYPES: unknown[] = [42, 'text', true, null, [], {}];
const typeOf = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);

/**
 * A site a filter keeps, in a file drawn first (every file as likely, so long option lists do
 * not crowd out pages), or none.
 */
function pickSite(
  data: PartnerFolderData,
  random: Random,
  keep: (site: JsonSite) => boolean,
): JsonSite | undefined {
  const byFile = Object.entries(data.json)
    .map(([file, root]) => jsonSites(file, root).filter(keep))
    .filter((sites) => sites.length > 0);
  return byFile.length ? random.pick(random.pick(byFile)) : undefined;
}

/** Structural mistakes anywhere: a member deleted, misspelt, of the wrong type, emptied, or an element duplicated. */
const structural: Record<string, Operator> = {
  deleteMember: (data, random) => {
    const site = pickSite(data, random, (s) => s.parent !== undefined && !Array.isArray(s.parent));
    return (
      site &&
      atSite(site, 'delete member', longNames(site.key), (s) => {
        delete (s.parent as Obj)[s.key as string];
      })
    );
  },
  renameMember: (data, random) => {
    const site = pickSite(data, random, (s) => s.parent !== undefined && !Array.isArray(s.parent));
    return (
      site &&
      atSite(site, 'misspell member', longNames(site.key), (s) => {
        const parent = s.parent as Obj;
        parent[`${String(s.key)}x`] = parent[s.key as string];
        delete parent[s.key as string];
      })
    );
  },
  wrongType: (data, random) => {
    const site = pickSite(data, random, (s) => s.parent !== undefined);
    if (!site) return undefined;
    const value = random.pick(OTHER_TYPES.filter((v) => typeOf(v) !== typeOf(site.value)));
    return atSite(site, `set ${JSON.stringify(value)}`, longNames(site.value), (s) =>
      setValue(s, structuredClone(value)),
    );
  },
  empty: (data, random) => {
    const site = pickSite(
      data,
      random,
      (s) =>
        s.parent !== undefined &&
        (typeof s.value === 'string' || typeof s.value === 'object') &&
        s.value !== null,
    );
    if (!site) return undefined;
    const empty = Array.isArray(site.value) ? [] : typeof site.value === 'string' ? '' : {};
    return atSite(site, `empty to ${JSON.stringify(empty)}`, longNames(site.value), (s) =>
      setValue(s, empty),
    );
  },
  duplicateElement: (data, random) => {
    const site = pickSite(
      data,
      random,
      (s) => Array.isArray(s.parent) && typeof s.value === 'object',
    );
    if (!site) return undefined;
    const at = (site.parent as unknown[]).length;
    return {
      name: `duplicate element ${site.file}:${site.pointer}`,
      file: site.file,
      pointer: site.pointer.replace(/\/\d+$/, `/${at}`),
      names: [],
      apply: (d) => {
        const s = siteIn(d, site);
        (s.parent as unknown[]).push(structuredClone(s.value));
      },
    };
  },
};

/** A site picked among those a filter keeps, or none. */
const pick = (random: Random, sites: JsonSite[]) => (sites.length ? random.pick(sites) : undefined);

const checkSites = (data: PartnerFolderData, type: string) => typedSites(pageSites(data), type);

/** A mutant that lint must fail. */
const mistake = (mutant: Mutant | undefined): Mutant | undefined =>
  mutant && { ...mutant, mustFail: true };

/** A mutant that lint must at least warn about. */
const warned = (mutant: Mutant | undefined): Mutant | undefined =>
  mutant && { ...mutant, mustWarn: true };

/** The mistakes issue 17 names, aimed at the places they are made (and a few harmless twins). */
const targeted: Record<string, Operator> = {
  badPattern: (data, random) => {
    const site = pick(random, checkSites(data, 'pattern'));
    const bad = random.pick(['^[A-Z$', '^(\\d+$', '^\\-\\d$', '^a{2,1}$', '^(?<n>a)\\k<m>$']);
    return site && atSite(site, `pattern ${bad}`, [], (s) => ((s.value as Obj).pattern = bad));
  },
  unanchoredPattern: (data, random) => {
    const site = pick(random, checkSites(data, 'pattern'));
    return warned(
      site &&
        atSite(site, 'unanchored pattern', [], (s) => {
          const check = s.value as { pattern: string };
          check.pattern = check.pattern.replace(/^\^/, '').replace(/\$$/, '');
        }),
    );
  },
  themeColor: (data, random) => {
    const colours = jsonSites('partner.json', data.json['partner.json']).filter((s) =>
      /^\/theme\/colors\/[a-z]+\/[a-zA-Z]+$/.test(s.pointer),
    );
    const value = random.pick([
      'navy',
      '#12345',
      'rgb(1 2 3)',
      '',
      '#ggg',
      'transparent',
      'rgb(10, 20, 30)',
      '#abc',
    ]);
    const site = random.pick(colours);
    // A contrast problem of a pair is reported at one of its colours and names both (`white.main`).
    const shade = site.pointer.split('/').slice(-2).join('.');
    const mutant = atSite(site, `colour ${JSON.stringify(value)}`, [shade], (s) =>
      setValue(s, value),
    );
    // The last two MUI reads (they may still fail contrast); the others it cannot parse.
    return ['rgb(10, 20, 30)', '#abc'].includes(value) ? mutant : mistake(mutant);
  },
  breakpoints: (data, random) => {
    const site = jsonSites('partner.json', data.json['partner.json']).find(
      (s) => s.pointer === '/theme/breakpoints',
    )!;
    const [mobile, tablet] = random.pick([
      [900, 675],
      [0, 900],
      [675, 675],
      [480, 1024],
    ]);
    const mutant = atSite(site, `breakpoints ${mobile}/${tablet}`, [], (s) =>
      setValue(s, { mobile, tablet }),
    );
    return mobile! > 0 && mobile! < tablet! ? mutant : mistake(mutant);
  },
  numberRange: (data, random) => {
    const site = pick(random, checkSites(data, 'number'));
    return (
      site &&
      atSite(site, 'number range emptied', [], (s) => {
        const check = s.value as { minimum?: number; maximum?: number; multipleOf?: number };
        const { minimum = 0, maximum = minimum + 100 } = check;
        if (random.next() < 0.5) Object.assign(check, { minimum: maximum + 1, maximum: minimum });
        else Object.assign(check, { minimum: 1, maximum: 9, multipleOf: 10 });
      })
    );
  },
  lengthLimits: (data, random) => {
    const site = pick(random, typedSites(pageSites(data), 'text'));
    if (!site) return undefined;
    const characterLimit = (data.json['partner.json'] as { characterLimit: number }).characterLimit;
    const choice = random.pick(['minAboveMax', 'maxOverLimit', 'minAboveInput']);
    return atSite(site, `length limits: ${choice}`, [], (s) => {
      const node = s.value as { maxLength?: number; checks?: unknown[] };
      const checks = (node.checks ??= []);
      if (choice === 'maxOverLimit') node.maxLength = characterLimit + 1;
      else if (choice === 'minAboveMax')
        checks.push(
          { type: 'minLength', value: 20, message: 'At least 20.' },
          { type: 'maxLength', value: 10, message: 'At most 10.' },
        );
      else checks.push({ type: 'minLength', value: 5000, message: 'Write more.' });
    });
  },
  dateRange: (data, random) => {
    const site = pick(random, checkSites(data, 'dateRange'));
    return (
      site &&
      atSite(site, 'date range', [], (s) => {
        const check = s.value as Obj;
        if (random.next() < 0.5)
          [check.min, check.max] = [
            check.max ?? { yearsFromToday: 5 },
            check.min ?? { yearsFromToday: -5 },
          ];
        else {
          delete check.min;
          delete check.max;
        }
      })
    );
  },
  mustBeTrueOnText: (data, random) => {
    const site = pick(random, typedSites(pageSites(data), 'text'));
    return (
      site &&
      atSite(site, 'mustBeTrue on a text', [], (s) => {
        const node = s.value as { checks?: unknown[] };
        (node.checks ??= []).push({ type: 'mustBeTrue', message: 'Must be true.' });
      })
    );
  },
  navigation: (data, random) => {
    const pages = Object.keys(data.json)
      .filter((f) => f.startsWith('pages/'))
      .sort();
    const file = random.pick(pages);
    const page = data.json[file] as { id: string; step: number; next?: string };
    const other = data.json[random.pick(pages.filter((p) => p !== file))] as {
      id: string;
      step: number;
    };
    const choice = random.pick([
      'nextNowhere',
      'nextSelf',
      'sameId',
      'sameStep',
      'noSubmit',
      'previousNowhere',
    ]);
    const member = {
      nextNowhere: 'next',
      nextSelf: 'next',
      sameId: 'id',
      sameStep: 'step',
      noSubmit: '',
      previousNowhere: 'previous',
    }[choice]!;
    return {
      name: `navigation ${choice} in ${file}`,
      file,
      pointer: member ? `/${member}` : '',
      // Navigation messages quote the pages and routes involved.
      names: longNames(
        ...pages.flatMap((f) => [
          (data.json[f] as { id: string }).id,
          `/${(data.json[f] as { id: string }).id}`,
        ]),
      ),
      apply: (d) => {
        const p = d.json[file] as Obj;
        if (choice === 'nextNowhere') p.next = '/nowhere';
        if (choice === 'previousNowhere') p.previous = '/nowhere';
        if (choice === 'nextSelf') p.next = `/${page.id}`;
        if (choice === 'sameId') p.id = other.id;
        if (choice === 'sameStep') p.step = other.step;
        if (choice === 'noSubmit') for (const f of pages) delete (d.json[f] as Obj).submit;
      },
    };
  },
  tabs: (data, random) => {
    const site = pick(random, typedSites(pageSites(data), 'tabs'));
    return (
      site &&
      atSite(site, 'tabs', [], (s) => {
        const node = s.value as { defaultTab: string; tabs: { value: string }[] };
        if (random.next() < 0.5) node.defaultTab = 'nope';
        else node.tabs[1]!.value = node.tabs[0]!.value;
      })
    );
  },
  addAnotherCount: (data, random) => {
    const site = pick(random, typedSites(pageSites(data), 'addAnother'));
    return (
      site &&
      atSite(site, 'defaultCount above max', [], (s) => {
        const node = s.value as { max?: number; defaultCount?: number };
        node.max = 2;
        node.defaultCount = 3;
      })
    );
  },
  dependentSelect: (data, random) => {
    const site = pick(random, typedSites(pageSites(data), 'dependentSelect'));
    return (
      site &&
      atSite(site, 'dependent select without options', [], (s) => {
        delete (s.value as Obj).options;
        delete (s.value as Obj).optionsByAnswer;
      })
    );
  },
  blockPart: (data, random) => {
    const site = pick(random, [
      ...typedSites(pageSites(data), 'address'),
      ...typedSites(pageSites(data), 'school'),
    ]);
    if (!site) return undefined;
    const part = random.pick(['zipcode', 'county', 'country', 'Name']);
    const node = site.value as { type: string; country?: boolean };
    const mutant = atSite(site, `part ${part}`, [], (s) => {
      const block = s.value as { parts?: Obj; county?: boolean };
      (block.parts ??= {})[part] = { label: 'Renamed' };
      if (part === 'county') delete block.county;
    });
    // An address always has a country part, a school only with "country": true.
    const hasPart = part === 'country' && (node.type === 'address' || node.country === true);
    return hasPart ? mutant : mistake(mutant);
  },
  lookupFile: (data, random) => {
    const lookups = [
      ...typedSites(pageSites(data), 'school'),
      ...typedSites(pageSites(data), 'lookup'),
    ].filter((s) => (s.value as { category: string }).category !== 'address');
    const site = pick(random, lookups);
    if (!site) return undefined;
    const file = `lookups/${(site.value as { category: string }).category}.csv`;
    const drop = random.next() < 0.5;
    return {
      name: `${drop ? 'remove' : 'drop the name column of'} ${file} used at ${site.file}:${site.pointer}`,
      file: site.file,
      pointer: site.pointer,
      names: [file],
      apply: (d) => {
        if (drop || d.text[file] === undefined) delete d.text[file];
        else d.text[file] = d.text[file].replace(/^id,name,/, 'id,title,');
      },
    };
  },
  placeholderOutsideBlock: (data, random) => {
    const inBlocks = new Set(
      typedSites(pageSites(data), 'addAnother').map((s) => `${s.file}:${s.pointer}`),
    );
    const sites = pageSites(data).filter(
      (s) =>
        typeof s.value === 'object' &&
        s.value !== null &&
        typeof (s.value as Obj).label === 'string' &&
        'type' in (s.value as Obj) &&
        ![...inBlocks].some((b) => `${s.file}:${s.pointer}`.startsWith(b)),
    );
    const site = pick(random, sites);
    return (
      site && atSite(site, '{n} outside a block', [], (s) => ((s.value as Obj).label += ' {n}'))
    );
  },
  markdownHtml: (data, random) => {
    const site = pick(random, typedSites(pageSites(data), 'markdown'));
    return warned(
      site &&
        atSite(
          site,
          'raw HTML in markdown',
          [],
          (s) => ((s.value as Obj).markdown += ' <b>Note</b>'),
        ),
    );
  },
  unknownKey: (data, random) => {
    const site = pick(
      random,
      pageSites(data).filter((s) => s.key === 'valueKey'),
    );
    return site && atSite(site, 'unknown valueKey', [], (s) => setValue(s, 'no_such_key'));
  },
  missingOptionList: (data, random) => {
    const lists = Object.keys(data.json).filter((f) => f.startsWith('options/'));
    const file = random.pick(lists);
    const name = file.slice('options/'.length, -'.json'.length);
    const used = pageSites(data).some((s) => s.value === name);
    return used
      ? {
          name: `remove ${file}`,
          file,
          pointer: '',
          names: [`"${name}"`],
          apply: (d) => void delete d.json[file],
        }
      : undefined;
  },
  removeDataModelKey: (data, random) => {
    const keys = Object.keys(data.json['data-model.json'] as Obj).filter((k) => k !== '$schema');
    const key = random.pick(keys);
    return {
      name: `remove data-model key ${key}`,
      file: 'data-model.json',
      pointer: `/${key}`,
      names: [`"${key}"`],
      apply: (d) => void delete (d.json['data-model.json'] as Obj)[key],
    };
  },
  syntax: (data, random) => {
    const file = random.pick(Object.keys(data.json));
    const text = `${JSON.stringify(data.json[file], null, 2)}\n`;
    const choice = random.pick(['trailingComma', 'missingBrace', 'comment', 'singleQuotes']);
    return {
      name: `syntax ${choice} in ${file}`,
      file,
      pointer: '',
      names: [],
      apply: (d) => {
        delete d.json[file];
        d.text[file] =
          choice === 'trailingComma'
            ? text.replace(/("|\d|true|false|null|\}|\])\n(\s*)([}\]])/, '$1,\n$2$3')
            : choice === 'missingBrace'
              ? text.trimEnd().slice(0, -1)
              : choice === 'comment'
                ? text.replace('\n', '\n  // note\n')
                : text.replace(/"([a-zA-Z]+)":/, "'$1':");
      },
    };
  },
};

/** Targeted operators whose every mutant is a mistake lint must report. */
const ALWAYS_MISTAKES = new Set([
  'badPattern',
  'numberRange',
  'lengthLimits',
  'dateRange',
  'mustBeTrueOnText',
  'navigation',
  'tabs',
  'addAnotherCount',
  'dependentSelect',
  'lookupFile',
  'placeholderOutsideBlock',
  'unknownKey',
  'missingOptionList',
  'removeDataModelKey',
  'syntax',
]);
const targetedOps: Operator[] = Object.entries(targeted).map(([name, operator]) =>
  ALWAYS_MISTAKES.has(name) ? (data, random) => mistake(operator(data, random)) : operator,
);

/**
 * `count` mutants of a valid folder, drawn with a seeded generator: half structural mistakes at
 * random places, half the mistakes issue 17 names, each aimed at a place it can be made.
 */
export function generateMutants(data: PartnerFolderData, random: Random, count: number): Mutant[] {
  const mutants: Mutant[] = [];
  const structuralOps = Object.values(structural);
  for (let tries = 0; mutants.length < count && tries < count * 20; tries++) {
    const operator = random.pick(random.next() < 0.5 ? structuralOps : targetedOps);
    const mutant = operator(data, random);
    if (mutant) mutants.push(mutant);
  }
  return mutants;
}
