/**
 * Generated hostile requests for the route fuzz test: malformed, oversized, wrongly typed, deeply
 * nested and unicode-hostile bodies, query strings and path parameters, made from a seed so a
 * failure can be replayed (FUZZ_SEED).
 */

/** A small, fast, seeded random number generator (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A JSON Schema as OpenAPI gives it (only what is read here). */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  additionalProperties?: boolean | Schema;
  maxLength?: number;
  pattern?: string;
}

/** One request to send: what goes on the wire. */
export interface HostileRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** What kind of hostility it carries (reported on failure). */
  kind: string;
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '😀'.repeat(50),
  '\u202eevil',
  'A\u0301\u0302\u0303',
  '𝕏'.repeat(300),
  'x'.repeat(10_000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../etc/passwd',
  '%00',
  '\r\nSet-Cookie: x=1',
  '${jndi:ldap://x}',
  'null',
  'true',
  '1e309',
  '-0',
  '\uFEFF',
  '\uFFFF',
  'ＡＢＣ',
  'javascript:alert(1)',
  '/about?x=1#y',
  'about',
  'first_name',
  'md_veteran_doc',
  'ANSWERED',
  'a@b.co',
  'Correct-Horse-42',
  '123456',
];
const HOSTILE_NUMBERS = [0, -1, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, 2 ** 63, 11, 10, 1];

/** Percent-encodes every UTF-8 byte of `text` (never throws, unlike encodeURIComponent). */
const percentEncode = (text: string): string =>
  Array.from(Buffer.from(text, 'utf8'), (byte) => `%${byte.toString(16).padStart(2, '0')}`).join(
    '',
  );

/**
 * Helpers bound to one random stream. `vocabulary`: words the API knows (answer keys, page, button
 * and tab ids, lookup categories), so generated requests get past the first checks and reach the
 * code and the database behind them.
 */
export function hostileGenerator(random: () => number, vocabulary: readonly string[] = []) {
  const int = (max: number) => Math.floor(random() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const word = () =>
    vocabulary.length && random() < 0.5 ? pick(vocabulary) : pick(HOSTILE_STRINGS);

  const anyValue = (depth = 0): unknown => {
    switch (int(depth > 3 ? 5 : 8)) {
      case 0:
        return pick(HOSTILE_STRINGS);
      case 1:
        return pick(HOSTILE_NUMBERS);
      case 2:
        return random() < 0.5;
      case 3:
        return null;
      case 4:
        return String.fromCharCode(...Array.from({ length: int(20) }, () => int(0x10000)));
      case 5:
        return Array.from({ length: int(4) }, () => anyValue(depth + 1));
      default: {
        const object: Record<string, unknown> = {};
        for (let i = int(4); i > 0; i--) object[pick(HOSTILE_STRINGS)] = anyValue(depth + 1);
        return object;
      }
    }
  };

  /** A value that fits `schema` (roughly): the start of a mutation. */
  const fitting = (schema: Schema | undefined, depth = 0): unknown => {
    if (!schema || depth > 4) return pick(HOSTILE_STRINGS);
    if (schema.enum) return pick(schema.enum);
    if (schema.anyOf) return fitting(pick(schema.anyOf), depth + 1);
    const type = Array.isArray(schema.type) ? pick(schema.type) : schema.type;
    switch (type) {
      case 'string':
        return (random() < 0.3 ? word() : pick(HOSTILE_STRINGS)).slice(
          0,
          schema.maxLength ?? 10_000,
        );
      case 'integer':
        return int(12);
      case 'number':
        return pick(HOSTILE_NUMBERS);
      case 'boolean':
        return random() < 0.5;
      case 'array':
        return Array.from({ length: int(3) }, () => fitting(schema.items, depth + 1));
      case 'object': {
        const object: Record<string, unknown> = {};
        for (const [key, property] of Object.entries(schema.properties ?? {}))
          if (schema.required?.includes(key) || random() < 0.5)
            object[key] = fitting(property, depth + 1);
        if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
          for (let i = int(4); i > 0; i--)
            object[word()] = fitting(schema.additionalProperties, depth + 1);
        return object;
      }
      default:
        return anyValue(depth);
    }
  };

  /** A fitting value with one thing broken in it. */
  const mutated = (schema: Schema | undefined): unknown => {
    const value = fitting(schema);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return anyValue();
    const object = value as Record<string, unknown>;
    const keys = Object.keys(object);
    switch (int(5)) {
      case 0:
        if (keys.length) delete object[pick(keys)];
        break;
      case 1:
        object[pick(HOSTILE_STRINGS)] = anyValue();
        break;
      case 2:
        if (keys.length) object[pick(keys)] = anyValue();
        break;
      case 3:
        // An own "__proto__" key, as a hostile client writes it in JSON.
        Object.defineProperty(object, '__proto__', {
          value: { polluted: true },
          enumerable: true,
        });
        break;
      default:
        if (keys.length) object[pick(keys)] = pick(HOSTILE_STRINGS);
    }
    return object;
  };

  const nested = (depth: number) =>
    random() < 0.5
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  const brokenJson = () =>
    pick([
      '{',
      '{"answers": {',
      "{'answers': {}}",
      '{"a": NaN}',
      '{"a": 1,}',
      '{"a": 01}',
      '/* x */ {}',
      '\uFEFF{}',
      '{"a": "\\ud800"}',
      '{"answers": {"first_name": "\\u0000"}}',
      '{"a": "\\x41"}',
      'null',
      '[]',
      '"text"',
      '1',
      '{"__proto__": {"admin": true}}',
      '{"constructor": {"prototype": {"admin": true}}}',
      '{"a":1}{"b":2}',
      '',
    ]);

  /** A body for a route that takes one, or junk where none is expected. */
  function body(schema: Schema | undefined): Pick<HostileRequest, 'body' | 'headers' | 'kind'> {
    const json = (value: unknown, kind: string) => ({
      body: JSON.stringify(value),
      headers: { 'content-type': 'application/json' },
      kind,
    });
    switch (int(10)) {
      case 0:
      case 1:
      case 2:
        return json(mutated(schema), 'mutated body');
      case 3:
        return json(fitting(schema), 'fitting body with hostile values');
      case 4:
        return json(anyValue(), 'random JSON');
      case 5:
        return {
          body: nested(pick([17, 100, 2_000, 50_000])),
          headers: { 'content-type': 'application/json' },
          kind: 'deep nesting',
        };
      case 6:
        return {
          body: brokenJson(),
          headers: { 'content-type': 'application/json' },
          kind: 'broken JSON',
        };
      case 7:
        return {
          body: Buffer.from(Array.from({ length: int(512) }, () => int(256))),
          headers: {
            'content-type': pick([
              'application/json',
              'text/plain',
              'application/x-www-form-urlencoded',
              'multipart/form-data; boundary=x',
              'application/octet-stream',
              'application/json; charset=utf-16',
            ]),
          },
          kind: 'random bytes',
        };
      case 8:
        return json({ answers: { first_name: 'x'.repeat(300_000) } }, 'oversized body');
      default:
        return {
          body: JSON.stringify(mutated(schema)).replace(/"/, pick(['\\"', "'", '""', '"\u0000'])),
          headers: { 'content-type': 'application/json' },
          kind: 'corrupted JSON',
        };
    }
  }

  /** A hostile query string (without the leading ?). */
  function query(parameters: string[]): string {
    const names = [...parameters, ...HOSTILE_STRINGS.slice(0, 5), 'service_token', 'token'];
    const parts: string[] = [];
    for (let i = 1 + int(4); i > 0; i--) {
      const name = pick(names);
      const value =
        random() < 0.3
          ? pick(['%00', '%ff', '%ud800', '%E0%A4%A', '%', '%%', '%ED%A0%80', '%C0%AF'])
          : percentEncode(String(fitting({ type: 'string' })));
      parts.push(`${percentEncode(name)}=${value}`);
    }
    if (random() < 0.1) parts.push(`text=${'a'.repeat(5_000)}`);
    return parts.join('&');
  }

  /** A hostile path segment for a parameter. */
  const segment = () =>
    random() < 0.3
      ? pick([
          '%00',
          '..%2F..%2Fetc',
          '%ff',
          '%ED%A0%80',
          'a'.repeat(500),
          '%2e%2e',
          'md_veteran_doc',
        ])
      : percentEncode(pick(HOSTILE_STRINGS)) || 'x';

  return { body, query, segment, int, pick };
}
