// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmPage } from '../../src/auth/ConfirmPage.tsx';
import { LoginPage } from '../../src/auth/LoginPage.tsx';
import { ResetPage } from '../../src/auth/ResetPage.tsx';
import { SignupPage } from '../../src/auth/SignupPage.tsx';
import { ToastHost } from '../../src/shell/ToastHost.tsx';
import { useToasts } from '../../src/shell/toast-store.ts';

const renderAt = (path: string, page: ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path.split('?')[0]} element={page} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <ToastHost />
    </MemoryRouter>,
  );

const respond = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  useToasts.getState().close();
});

describe('auth cards check their fields with the spec messages', () => {
  it('Log In: e-mail and password messages on change and submit, nothing sent', async () => {
    const fetch = respond(200, { message: 'ok' });
    vi.stubGlobal('fetch', fetch);
    renderAt('/login', <LoginPage />);
    expect(screen.getByRole('heading', { name: 'Log In' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Email Address/), 'not-an-email');
    expect(screen.getByText('Please provide a valid email address.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('Log In: a refused login shows the Login Card Error toast with the server message', async () => {
    vi.stubGlobal('fetch', respond(400, { message: 'Incorrect username or password.' }));
    renderAt('/login', <LoginPage />);
    await userEvent.type(screen.getByLabelText(/Email Address/), 'ann@example.edu');
    await userEvent.type(screen.getByLabelText(/Password/), 'whatever');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Login Card Error');
    expect(alert.textContent).toContain('Incorrect username or password.');
  });

  it('Log In: resending a code needs a valid e-mail address', async () => {
    const fetch = respond(200, { message: 'ok' });
    vi.stubGlobal('fetch', fetch);
    renderAt('/login', <LoginPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation code?' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Resend Confirmation Code Error');
    expect(alert.textContent).toContain(
      'You must provide a valid email address to resend a confirmation code.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('Sign Up: the sign-up e-mail message and the password rules', async () => {
    renderAt('/signup', <SignupPage />);
    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Email Address/), 'ann@');
    expect(screen.getByText('Your email address must be valid.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByText(/at least 12 characters/i).length).toBeGreaterThan(0);
  });

  it('Confirm Your Account: the code must be exactly 6 numbers', async () => {
    renderAt('/confirm', <ConfirmPage />);
    expect(screen.getByRole('heading', { name: 'Confirm Your Account' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Confirmation Code/), '123');
    expect(screen.getByText('The confirmation code must be exactly 6 numbers.')).toBeTruthy();
  });

  it('Reset Password: the passwords must match', async () => {
    renderAt('/reset?username=ann%40example.edu&id=123456', <ResetPage />);
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/New Password/), 'Correct-Horse-42');
    await userEvent.type(screen.getByLabelText(/Confirm Password/), 'Correct-Horse-43');
    expect(screen.getByText('Passwords must match.')).toBeTruthy();
  });
});
