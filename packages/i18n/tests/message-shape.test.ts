import { describe, expect, it } from 'vitest';
import { shapeOf } from './shape-of.ts';

describe('messageShape', () => {
  it('names each placeholder with its kinds, sorted by name', () => {
    expect(
      shapeOf('{name} owes {fee, number} by {due, date, long} at {due, time, short}').arguments,
    ).toEqual({
      due: ['date', 'time'],
      fee: ['number'],
      name: ['plain'],
    });
  });

  it('sorts cases, so two orders of the same cases have one shape', () => {
    expect(shapeOf('{n, plural, other {#} =2 {two} =10 {ten} one {#}}').plurals[0]).toMatchObject({
      exact: [2, 10],
      keywords: ['one', 'other'],
    });
  });

  it('lists each select with its cases, and what it holds', () => {
    const shape = shapeOf('{role, select, parent {Parent of {child}} other {Applicant}}');
    expect(shape.selects).toEqual([{ argument: 'role', cases: ['other', 'parent'] }]);
    expect(shape.arguments).toEqual({ child: ['plain'], role: ['select'] });
  });

  it("lists each plural's exact and keyword cases, offset and type", () => {
    const shape = shapeOf(
      '{n, plural, offset:1 =0 {none} =1 {one} one {# more} other {# more}} {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
    );
    expect(shape.plurals).toEqual([
      { argument: 'n', type: 'cardinal', offset: 1, exact: [0, 1], keywords: ['one', 'other'] },
      {
        argument: 'place',
        type: 'ordinal',
        offset: 0,
        exact: [],
        keywords: ['few', 'one', 'other', 'two'],
      },
    ]);
    expect(shape.arguments).toEqual({ n: ['plural'], place: ['selectordinal'] });
  });

  it('finds placeholders nested in plurals inside selects', () => {
    const shape = shapeOf('{g, select, other {{n, plural, other {{who} and # others}}}}');
    expect(Object.keys(shape.arguments)).toEqual(['g', 'n', 'who']);
  });

  it('keeps a placeholder named __proto__ as a placeholder', () => {
    const shape = shapeOf('{__proto__}');
    expect(Object.keys(shape.arguments)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(shape.arguments)).toBe(Object.prototype);
  });

  it('has nothing to say about plain text', () => {
    expect(shapeOf('Núñez Peña')).toEqual({ arguments: {}, selects: [], plurals: [] });
  });
});
