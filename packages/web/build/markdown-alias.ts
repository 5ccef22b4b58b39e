import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/** `react-markdown-eager`: the real react-markdown, by a name the lazy alias does not catch. */
export const eagerMarkdownAlias: Alias = {
  find: /^react-markdown-eager$/,
  replacement: createRequire(import.meta.url).resolve('react-markdown'),
};

/**
 * Markdown (help texts, some questions) loads on first use in the web build: the widget set's
 * `react-markdown` import becomes a lazy wrapper (src/markdown/LazyMarkdown.tsx), which renders
 * plain sentences itself and imports the real module by its own name for anything else.
 */
export const markdownAliases: Alias[] = [
  {
    find: /^react-markdown$/,
    replacement: fileURLToPath(new URL('../src/markdown/LazyMarkdown.tsx', import.meta.url)),
  },
  eagerMarkdownAlias,
];
