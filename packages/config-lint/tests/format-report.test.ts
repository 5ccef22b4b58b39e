import { describe, expect, it } from 'vitest';
import {
  formatProblem,
  formatTextReport,
  jsonReport,
  type LintProblem,
  type LintReport,
} from '../src/index.ts';

const error: LintProblem = {
  severity: 'error',
  file: 'pages/about.json',
  pointer: '/sections/0/children/1',
  line: 12,
  column: 9,
  message: 'key "x" is not in the data model',
  rule: 'data-model-missing',
};
const warning: LintProblem = {
  severity: 'warning',
  file: 'data-model.json',
  pointer: '/y',
  line: 40,
  column: 3,
  message: 'unmapped key "y": no question stores it',
  rule: 'data-model-unmapped',
};
const report = (dir: string, errors: LintProblem[], warnings: LintProblem[]): LintReport => ({
  dir,
  errors,
  warnings,
});

describe('formatProblem', () => {
  it('writes file:line:column: json-pointer: message', () => {
    expect(formatProblem('pages/about.json', error)).toBe(
      'pages/about.json:12:9: /sections/0/children/1: key "x" is not in the data model',
    );
  });

  it('writes a problem with the whole file as pointer /', () => {
    expect(formatProblem('partner.json', { ...error, pointer: '', line: 1, column: 1 })).toBe(
      'partner.json:1:1: /: key "x" is not in the data model',
    );
  });
});

describe('formatTextReport', () => {
  it('separates errors and warnings and ends with a summary, files under their folder', () => {
    expect(formatTextReport([report('partner-config', [error], [warning])])).toBe(
      [
        'Errors',
        'partner-config/pages/about.json:12:9: /sections/0/children/1: key "x" is not in the data model',
        'Warnings',
        'partner-config/data-model.json:40:3: /y: unmapped key "y": no question stores it',
        'partner-config: 1 error, 1 warning',
      ].join('\n'),
    );
  });

  it('prints only the summary for a clean folder', () => {
    expect(formatTextReport([report('partner-config', [], [])])).toBe(
      'partner-config: 0 errors, 0 warnings',
    );
  });

  it('leaves out an empty errors block', () => {
    expect(formatTextReport([report('p', [], [warning, warning])]).split('\n')[0]).toBe('Warnings');
  });

  it('reports each folder in turn, separated by a blank line', () => {
    expect(formatTextReport([report('a', [], []), report('b', [], [])])).toBe(
      'a: 0 errors, 0 warnings\n\nb: 0 errors, 0 warnings',
    );
  });
});

describe('jsonReport', () => {
  it('lists errors and warnings with file, pointer, line, column, message and rule', () => {
    expect(jsonReport([report('partner-config', [error], [warning])])).toEqual({
      errors: [
        {
          file: 'partner-config/pages/about.json',
          pointer: '/sections/0/children/1',
          line: 12,
          column: 9,
          message: 'key "x" is not in the data model',
          rule: 'data-model-missing',
        },
      ],
      warnings: [
        {
          file: 'partner-config/data-model.json',
          pointer: '/y',
          line: 40,
          column: 3,
          message: 'unmapped key "y": no question stores it',
          rule: 'data-model-unmapped',
        },
      ],
    });
  });
});
