import { lazy, Suspense, type ComponentProps } from 'react';
import type RealMarkdown from 'react-markdown-eager';

type MarkdownProps = ComponentProps<typeof RealMarkdown>;

const Markdown = lazy(() => import('react-markdown-eager'));

/**
 * Text with nothing markdown would change: no markup characters, entities, blank lines or list
 * and heading markers. react-markdown renders it as one paragraph of the same text.
 */
export const isPlainParagraph = (text: string): boolean =>
  !/[*_`#>[\]<&\\|~!]|\n\s*\n|^\s*([-+]|\d+[.)])\s/m.test(text) && text.trim() !== '';

/**
 * react-markdown, loaded the first time some real markdown shows. The build points
 * `react-markdown` here (see vite.config.ts): the parser is a seventh of the first route's size
 * budget, and plain sentences, the usual partner text, need no parser. Until it arrives the text
 * shows as it is written.
 */
export default function LazyMarkdown(props: MarkdownProps) {
  const text = typeof props.children === 'string' ? props.children : '';
  if (isPlainParagraph(text)) return <p>{text.trim()}</p>;
  return (
    <Suspense fallback={<span style={{ whiteSpace: 'pre-line' }}>{props.children}</span>}>
      <Markdown {...props} />
    </Suspense>
  );
}
