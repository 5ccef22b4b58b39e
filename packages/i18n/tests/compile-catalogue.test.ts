import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../src/compile-catalogue.ts';

describe('compileCatalogue', () => {
  it('compiles every text into plain JSON', () => {
    const { messages, problems } = compileCatalogue({
      greeting: 'Hola, {name}',
      files: '{n, plural, one {# archivo} other {# archivos}}',
    });
    expect(problems).toEqual([]);
    expect(Object.keys(messages)).toEqual(['greeting', 'files']);
    expect(JSON.parse(JSON.stringify(messages))).toEqual(messages);
  });

  it('names the text that does not parse and says where and why', () => {
    const { messages, problems } = compileCatalogue({ ok: 'Sí', broken: 'Hola {name' });
    expect(Object.keys(messages)).toEqual(['ok']);
    expect(problems).toEqual([
      {
        id: 'broken',
        message: '"broken" does not parse at 1:6: a placeholder is not closed: "}" expected',
      },
    ]);
  });

  it('refuses a value that is not a text', () => {
    const catalogue = JSON.parse('{"count": 3, "list": ["a"]}') as Record<string, string>;
    expect(compileCatalogue(catalogue).problems.map((p) => p.message)).toEqual([
      '"count" is not a text',
      '"list" is not a text',
    ]);
  });

  it('keeps an id named __proto__ as a text of its own', () => {
    const catalogue = JSON.parse('{"__proto__": "Prototipo"}') as Record<string, string>;
    const { messages } = compileCatalogue(catalogue);
    expect(Object.hasOwn(messages, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(messages)).toBe(Object.prototype);
  });
});
