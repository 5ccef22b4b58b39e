// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONFIG_PATTERNS, patternWords } from '@admit/engine';
import { configSchemas } from '@admit/node-types/schema';

/** Every `pattern` keyword of a schema, with the path to it. */
function patternsOf(schema: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof schema !== 'object' || schema === null) return out;
  const s = schema as Record<string, unknown>;
  if (typeof s.pattern === 'string') out.push([path, s.pattern]);
  for (const [key, value] of Object.entries(s)) patternsOf(value, `${path}/${key}`, out);
  return out;
}

describe('CONFIG_PATTERNS', () => {
  it('says in words every pattern of the config schema', () => {
    const found = configSchemas.flatMap((schema) => patternsOf(schema, String(schema.$id), []));
    expect(found.length).toBeGreaterThan(20);
    expect(found.filter(([, pattern]) => patternWords(pattern) === undefined)).toEqual([]);
  });

  it('holds each pattern once', () => {
    const patterns = Object.values(CONFIG_PATTERNS).map((p) => p.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
