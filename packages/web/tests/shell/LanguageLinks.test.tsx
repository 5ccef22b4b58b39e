// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageLinks, addressInLanguage } from '../../src/shell/LanguageLinks.tsx';
import { reloadAt } from '../../src/shell/reload-at.ts';
import { useToasts } from '../../src/shell/toast-store.ts';

vi.mock('../../src/shell/reload-at.ts', () => ({ reloadAt: vi.fn() }));

describe('addressInLanguage', () => {
  it('keeps the path, the query and the hash, and sets lang (and what must load again)', () => {
    const here = { pathname: '/about', search: '?page=2&lang=en', hash: '#q' };
    expect(addressInLanguage(here, 'es')).toBe('/about?page=2&lang=es#q');
    expect(addressInLanguage(here, 'es', { token: 'a b' })).toBe(
      '/about?page=2&lang=es&token=a+b#q',
    );
  });
});

describe('the language links of the header (the bundled partner: English and Spanish)', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/about?x=1');
    vi.mocked(reloadAt).mockClear();
    useToasts.setState(useToasts.getInitialState());
  });
  afterEach(() => vi.restoreAllMocks());

  const renderLinks = (beforeSwitch?: () => Promise<Record<string, string> | void>) =>
    render(
      <MemoryRouter initialEntries={['/about?x=1']}>
        <LanguageLinks beforeSwitch={beforeSwitch} />
      </MemoryRouter>,
    );

  it('offers Spanish in its own name, marked as Spanish, as a plain link to this page', () => {
    renderLinks();
    const nav = screen.getByRole('navigation', { name: 'Language' });
    const link = screen.getByRole('link', { name: 'Español' });
    expect(nav.contains(link)).toBe(true);
    expect(link.getAttribute('lang')).toBe('es');
    expect(link.getAttribute('hreflang')).toBe('es');
    expect(link.getAttribute('href')).toBe('/about?x=1&lang=es');
    // The page's own language is not offered.
    expect(screen.queryByRole('link', { name: 'English' })).toBeNull();
  });

  it('keeps what was typed first, then loads the page in Spanish with what must come back', async () => {
    const order: string[] = [];
    const beforeSwitch = vi.fn(async () => {
      order.push('kept');
      return { token: 'visitor-token' };
    });
    vi.mocked(reloadAt).mockImplementation(() => void order.push('reloaded'));
    renderLinks(beforeSwitch);
    await userEvent.click(screen.getByRole('link', { name: 'Español' }));
    expect(order).toEqual(['kept', 'reloaded']);
    expect(reloadAt).toHaveBeenCalledWith('/about?x=1&token=visitor-token&lang=es');
  });

  it('stays on the page and says why when what was typed cannot be kept', async () => {
    renderLinks(async () => Promise.reject(new Error('The save failed.')));
    await userEvent.click(screen.getByRole('link', { name: 'Español' }));
    expect(reloadAt).not.toHaveBeenCalled();
    expect(JSON.stringify(useToasts.getState())).toContain('The save failed.');
  });
});
