import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GroupBlock } from '../../src/widgets/GroupBlock.tsx';
import { MarkdownBlock } from '../../src/widgets/MarkdownBlock.tsx';

describe('MarkdownBlock', () => {
  it('renders markdown links and emphasis once the parser has loaded', async () => {
    render(<MarkdownBlock markdown={'Read the **policy** at [our site](https://example.edu).'} />);
    expect((await screen.findByRole('link', { name: 'our site' })).getAttribute('href')).toBe(
      'https://example.edu',
    );
    expect(screen.getByText('policy').tagName).toBe('STRONG');
  });

  it('renders a plain paragraph at once, without the parser', () => {
    const { container } = render(<MarkdownBlock markdown=" Who should we contact? " />);
    expect(container.querySelector('.admit-markdown')?.innerHTML).toBe(
      '<p>Who should we contact?</p>',
    );
  });

  it('never renders raw HTML, neither while loading nor after', async () => {
    const { container } = render(
      <MarkdownBlock markdown={'Hi <img src=x onerror="alert(1)"> <b>bold</b>'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    await waitFor(() => expect(container.querySelector('.admit-markdown > p')).not.toBeNull());
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
