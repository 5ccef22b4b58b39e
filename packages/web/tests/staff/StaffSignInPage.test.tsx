// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaffSignInPage } from '../../src/staff/StaffSignInPage.tsx';
import { SSO_ERROR_MESSAGES } from '../../src/staff/staff-messages.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server as the sign-in screen sees it: its sign-in options, and a login answer. */
function server(options: { local: boolean; sso: boolean }, login = json(200, {})) {
  const fetch = vi.fn(async (url: string) =>
    url === '/api/staff/sign-in-options' ? json(200, options) : login,
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const renderAt = (path: string) =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/staff/sign-in" element={<StaffSignInPage />} />
          <Route path="*" element={<p>signed in</p>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('the staff sign-in screen', () => {
  it('offers what the server offers: the form, single sign-on, or both; says why sign-on failed', async () => {
    server({ local: true, sso: true });
    renderAt('/staff/sign-in?sso_error=no-role');
    const sso = await screen.findByRole('link', { name: 'Sign in with single sign-on' });
    expect(sso.getAttribute('href')).toBe('/api/staff/sso/start?return_to=%2Fstaff');
    expect(screen.getByLabelText(/E-mail address/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(SSO_ERROR_MESSAGES['no-role']);
    expect(document.title).toBe('Staff sign-in – Staff console');
  });

  it('has no password form when only single sign-on is offered', async () => {
    server({ local: false, sso: true });
    renderAt('/staff/sign-in');
    await screen.findByRole('link', { name: 'Sign in with single sign-on' });
    expect(screen.queryByLabelText(/Password/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('names empty fields without asking the server, then shows its refusal', async () => {
    const fetch = server(
      { local: true, sso: false },
      json(400, { message: 'Incorrect e-mail or password.' }),
    );
    renderAt('/staff/sign-in');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/E-mail address/));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: /single sign-on/ })).toBeNull();

    await user.type(screen.getByLabelText(/E-mail address/), 'staff@example.edu');
    await user.type(screen.getByLabelText(/^Password/), 'not the password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect e-mail or password.');
    const [url, init] = fetch.mock.calls[1]! as unknown as [string, RequestInit];
    expect(url).toBe('/api/staff/login');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'staff@example.edu',
      password: 'not the password',
    });
  });
});
