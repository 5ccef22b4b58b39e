// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { UnauthorizedError } from '../../src/api/api-errors.ts';
import { DialogErrorBoundary } from '../../src/shell/DialogErrorBoundary.tsx';
import { RootErrorBoundary } from '../../src/shell/RootErrorBoundary.tsx';

function Boom({ error }: { error: unknown }): never {
  throw error;
}

function LoginProbe() {
  const state = useLocation().state as { message?: { text: string } } | null;
  return <p>login: {state?.message?.text}</p>;
}

const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('the root error boundary', () => {
  it('shows "Something went wrong." with its text for an unexpected error', () => {
    quiet();
    render(
      <MemoryRouter>
        <RootErrorBoundary>
          <Boom error={new Error('bug')} />
        </RootErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
    expect(
      screen.getByText(
        'The issue that caused you to see this has been logged. We will get it fixed as soon as possible.',
      ),
    ).toBeTruthy();
  });

  it('sends a rejected session to /login with the session message', () => {
    quiet();
    render(
      <MemoryRouter initialEntries={['/about']}>
        <RootErrorBoundary>
          <Routes>
            <Route path="/about" element={<Boom error={new UnauthorizedError()} />} />
            <Route path="/login" element={<LoginProbe />} />
          </Routes>
        </RootErrorBoundary>
      </MemoryRouter>,
    );
    expect(
      screen.getByText(
        'login: Your session is invalid. Please clear your cookies and login again.',
      ),
    ).toBeTruthy();
  });
});

describe('the dialog error boundary', () => {
  it('shows the Unexpected Error dialog instead of a broken dialog', () => {
    quiet();
    render(
      <DialogErrorBoundary>
        <Boom error={new Error('broken dialog')} />
      </DialogErrorBoundary>,
    );
    expect(screen.getByRole('dialog', { name: 'Unexpected Error' })).toBeTruthy();
  });
});
