import type { PrintChoice } from '@admit/engine';
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerLines } from '../../src/pdf/answer-lines.ts';

let font: PDFFont;
beforeAll(async () => {
  font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

const choices = (...labels: string[]): PrintChoice[] =>
  labels.map((label, i) => ({ label, marker: i === 0 ? '(X)' : '( )', chosen: i === 0 }));

const texts = (lines: ReturnType<typeof answerLines>) =>
  lines.map((line) => line.map((piece) => piece.text));

describe('answerLines', () => {
  it('wraps a text answer', () => {
    const lines = answerLines({ display: 'one two three four' }, font, 10, 60);
    expect(texts(lines)).toEqual([['one two'], ['three four']]);
  });

  it('puts choices side by side, two spaces apart, and starts a new line for one that does not fit', () => {
    const item = {
      display: '',
      choices: choices('Yes', 'No', 'Maybe later'),
      layout: 'row' as const,
    };
    expect(texts(answerLines(item, font, 10, 300))).toEqual([['(X) Yes  ( ) No  ( ) Maybe later']]);
    expect(texts(answerLines(item, font, 10, 90))).toEqual([
      ['(X) Yes  ( ) No'],
      ['( ) Maybe later'],
    ]);
  });

  it('lays choices out in columns of equal width, row by row', () => {
    const item = {
      display: '',
      choices: choices('A', 'B', 'C', 'D', 'E'),
      layout: 'columns' as const,
    };
    const lines = answerLines(item, font, 10, 100);
    expect(texts(lines)).toEqual([
      ['(X) A', '( ) B', '( ) C'],
      ['( ) D', '( ) E'],
    ]);
    expect(lines[0]!.map((piece) => Math.round(piece.dx))).toEqual([0, 38, 76]);
  });

  it('lists choices one per line when two columns would not fit the widest', () => {
    const item = {
      display: '',
      choices: choices('Native Hawaiian or Other Pacific Islander', 'Other'),
      layout: 'columns' as const,
    };
    expect(texts(answerLines(item, font, 10, 250))).toEqual([
      ['(X) Native Hawaiian or Other Pacific Islander'],
      ['( ) Other'],
    ]);
  });

  it('lists the boxes of a list one per line, wrapping a long one', () => {
    const item = {
      display: '',
      choices: choices('Asian', 'Black or African American'),
      layout: 'list' as const,
    };
    expect(texts(answerLines(item, font, 10, 100))).toEqual([
      ['(X) Asian'],
      ['( ) Black or African'],
      ['American'],
    ]);
  });
});
