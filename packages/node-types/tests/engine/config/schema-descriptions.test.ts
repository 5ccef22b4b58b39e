// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { configSchemas } from '@admit/node-types/schema';

/** Every member of every object in the config schema, with the path to it, that lacks a description. */
function undocumented(schema: unknown, path: string, out: string[]): string[] {
  if (Array.isArray(schema)) {
    schema.forEach((s, i) => undocumented(s, `${path}[${i}]`, out));
    return out;
  }
  if (typeof schema !== 'object' || schema === null) return out;
  const s = schema as Record<string, unknown>;
  if (s.properties && typeof s.properties === 'object') {
    for (const [name, member] of Object.entries(
      s.properties as Record<string, Record<string, unknown>>,
    )) {
      // A node's `type` names its kind: the node itself is described.
      if (name === 'type' && 'const' in member) continue;
      const described = typeof member.description === 'string' && member.description.length > 0;
      const refWithDescription = '$ref' in member && typeof member.description === 'string';
      if (!described && !refWithDescription) out.push(`${path}.${name}`);
    }
  }
  for (const [key, value] of Object.entries(s)) {
    if (key === 'properties') {
      for (const [name, member] of Object.entries(value as Record<string, unknown>))
        undocumented(member, `${path}.${name}`, out);
    } else if (typeof value === 'object') undocumented(value, `${path}/${key}`, out);
  }
  return out;
}

describe('the partner-config JSON Schema', () => {
  it('describes every member for partner authors', () => {
    const missing = configSchemas.flatMap((schema) => undocumented(schema, String(schema.$id), []));
    expect(missing).toEqual([]);
  });
});
