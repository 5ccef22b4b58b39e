import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GroupBlock } from '../../src/widgets/GroupBlock.tsx';
import { MarkdownBlock } from '../../src/widgets/MarkdownBlock.tsx';

describe('MarkdownBlock', () => {
  it('renders markdown links and emphasis', () => {
    render(<MarkdownBlock markdown={'Read the **policy** at [our site](https://example.edu).'} />);
    expect(screen.getByRole('link', { name: 'our site' }).getAttribute('href')).toBe(
      'https://example.edu',
    );
    expect(screen.getByText('policy').tagName).toBe('STRONG');
  });

  it('never renders raw HTML', () => {
    const { container } = render(
      <MarkdownBlock markdown={'Hi <img src=x onerror="alert(1)"> <b>bold</b>'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });
});

describe('GroupBlock', () => {
  it('labels its section with the title', () => {
    render(<GroupBlock title="Provider">x</GroupBlock>);
    expect(screen.getByRole('region', { name: 'Provider' })).toBeTruthy();
  });
});
