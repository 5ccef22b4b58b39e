import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { collectMarkdownTexts } from './collect-markdown-texts.ts';
import { markdownHeadings } from './markdown-outline.ts';

const hashes = (level: number) => '#'.repeat(level);

/**
 * Headings in markdown texts that break the page's outline: a level 1 heading (the page has its
 * own h1) or a level that skips one (a `####` under a section's h2). Screen-reader users move
 * through a page by its headings; a skipped level reads as a missing part.
 */
export const checkHeadingLevels: ConfigCheck = (config) => {
  const problems: ConfigProblem[] = [];
  for (const { text, pointer, level } of collectMarkdownTexts(config)) {
    let previous = level;
    for (const heading of markdownHeadings(text)) {
      const fix =
        heading.level === 1
          ? `the page already has its one level 1 heading: write it as ${hashes(Math.min(previous + 1, 6))}`
          : heading.level > previous + 1
            ? `it skips a level after the level ${previous} heading above it: write it as ${hashes(previous + 1)} (level ${previous + 1})`
            : undefined;
      if (fix)
        problems.push({
          severity: 'error',
          pointer,
          message: `markdown heading "${heading.text}" is level ${heading.level}: ${fix}`,
          rule: 'heading-level',
        });
      previous = Math.max(heading.level, 2);
    }
  }
  return problems;
};
