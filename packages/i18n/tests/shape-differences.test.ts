import { describe, expect, it } from 'vitest';
import { shapeDifferences } from '../src/shape-differences.ts';
import { shapeOf } from './shape-of.ts';

const differences = (english: string, translation: string) =>
  shapeDifferences(shapeOf(english), shapeOf(translation), 'en');

describe('shapeDifferences', () => {
  it('finds none when only the words differ', () => {
    expect(
      differences(
        'Hi {name}, {n, plural, =0 {none} one {# file} other {# files}}',
        '{n, plural, =0 {nada} one {# archivo} many {# de archivos} other {# archivos}}, {name}',
      ),
    ).toEqual([]);
  });

  it('names a placeholder lacking, added or renamed', () => {
    expect(differences('Hi {name}', 'Hola {nombre}')).toEqual([
      'lacks the placeholder {name} that en has',
      'has the placeholder {nombre}, which en does not',
    ]);
  });

  it('names a placeholder used as another kind', () => {
    expect(differences('Fee {fee, number}', 'Tasa {fee}')).toEqual([
      'uses {fee} as plain where en uses it as number',
    ]);
  });

  it('names select cases that differ', () => {
    expect(
      differences('{r, select, parent {P} other {O}}', '{r, select, padre {P} other {O}}'),
    ).toEqual(['select {r} has the cases other, padre where en has other, parent']);
  });

  it('names exact plural cases that differ, but not keyword cases', () => {
    expect(
      differences('{n, plural, =0 {none} other {#}}', '{n, plural, one {#} many {#} other {#}}'),
    ).toEqual(['plural {n} has the cases none where en has =0']);
  });
});
