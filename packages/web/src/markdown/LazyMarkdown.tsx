import { lazy, Suspense, type ComponentProps } from 'react';
import type RealMarkdown from 'react-markdown-eager';

type MarkdownProps = ComponentProps<typeof RealMarkdown>;

const Markdown = lazy(() => import('react-markdown-eager'));

/**
 * react-markdown, loaded the first time some markdown shows. The build points `react-markdown` here
 * (see vite.config.ts): the markdown parser is about a third of the size budget of the first page,
 * and the first page has no markdown. Until it arrives the text shows as it is written.
 */
export default function LazyMarkdown(props: MarkdownProps) {
  return (
    <Suspense fallback={<span style={{ whiteSpace: 'pre-line' }}>{props.children}</span>}>
      <Markdown {...props} />
    </Suspense>
  );
}
