// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SWR_OPTIONS, clearCaches } from '../../src/api/swr-config.ts';
import { FormSessionRoute } from '../../src/form/FormSessionRoute.tsx';
import { PdfDownload } from '../../src/form/PdfDownload.tsx';
import { InactivityWatcher } from '../../src/shell/InactivityWatcher.tsx';
import { setLaunchParams } from '../../src/session/launch-params.ts';
import { useSession } from '../../src/session/session-store.ts';
import { RootErrorBoundary } from '../../src/shell/RootErrorBoundary.tsx';
import { ToastHost } from '../../src/shell/ToastHost.tsx';
import { useToasts } from '../../src/shell/toast-store.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server fails every call to `path` with `status`; other calls answer `{}`. */
const failing = (path: string, status = 500, message = 'The database is down.') =>
  vi.fn(async (url: string) =>
    new URL(url, 'http://app.test').pathname === path ? json(status, { message }) : json(200, {}),
  );

/** The app's frame: data cache, router, root error boundary (spec section 2) and toasts. */
const renderApp = (ui: ReactNode) =>
  render(
    <SWRConfig value={SWR_OPTIONS}>
      <MemoryRouter initialEntries={['/about']}>
        <RootErrorBoundary>
          <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
        </RootErrorBoundary>
        <ToastHost />
      </MemoryRouter>
    </SWRConfig>,
  );

const formRoutes = (
  <Routes>
    <Route element={<FormSessionRoute />}>
      <Route path="/about" element={<p>the about page</p>} />
    </Route>
  </Routes>
);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearCaches();
  setLaunchParams({});
  useSession.getState().reset();
  useSession.getState().update({ is_service_user: false });
  useToasts.getState().close();
});

const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

// Spec section 9: "Data cache: never stale, no retries, no refetch on focus or mount; errors go
// to the error boundary."
/** The root error screen's title (spec section 2). */
const ROOT_ERROR_TITLE = 'Something went wrong.';

describe('every load through the data cache sends its error to the error boundary', () => {
  // The applicant's load reads the profile, the add-another counts and the tab choices together.
  it.each(['/api/profile', '/api/add-another', '/api/tabs'])(
    "the logged-in applicant's application (%s)",
    async (path) => {
      quiet();
      const fetch = failing(path);
      vi.stubGlobal('fetch', fetch);
      useSession.getState().update({ is_logged_in: true });
      renderApp(formRoutes);
      expect(await screen.findByRole('heading', { name: ROOT_ERROR_TITLE })).toBeTruthy();
      expect(fetch.mock.calls.map(([url]) => new URL(url, 'http://app.test').pathname)).toContain(
        path,
      );
    },
  );

  it("a visitor's saved answers (?token=)", async () => {
    quiet();
    vi.stubGlobal('fetch', failing('/public/tmp'));
    setLaunchParams({ visitorToken: 'abc' });
    renderApp(formRoutes);
    expect(await screen.findByRole('heading', { name: ROOT_ERROR_TITLE })).toBeTruthy();
  });

  it('the application a service token names (?service_token=)', async () => {
    quiet();
    vi.stubGlobal('fetch', failing('/service/tmp-pdf'));
    setLaunchParams({ serviceToken: 'staff' });
    useSession.getState().update({ is_service_user: true });
    renderApp(formRoutes);
    expect(await screen.findByRole('heading', { name: ROOT_ERROR_TITLE })).toBeTruthy();
  });

  it('the status of the whole-application PDF', async () => {
    quiet();
    vi.stubGlobal('fetch', failing('/api/pdf'));
    renderApp(<PdfDownload />);
    expect(await screen.findByRole('heading', { name: ROOT_ERROR_TITLE })).toBeTruthy();
  });

  it("the server's session times of a logged-in applicant", async () => {
    quiet();
    vi.stubGlobal('fetch', failing('/public/client-config'));
    useSession.getState().update({ is_logged_in: true });
    renderApp(<InactivityWatcher />);
    expect(await screen.findByRole('heading', { name: ROOT_ERROR_TITLE })).toBeTruthy();
  });

  it("but a visitor's expired saved answers only say so, and the page starts empty", async () => {
    vi.stubGlobal('fetch', failing('/public/tmp', 404, 'These saved answers have expired.'));
    setLaunchParams({ visitorToken: 'old' });
    renderApp(formRoutes);
    expect(await screen.findByText('the about page')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'These saved answers have expired.',
    );
    expect(screen.queryByRole('heading', { name: ROOT_ERROR_TITLE })).toBeNull();
  });
});
