import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setUnauthorizedHandler } from '../api/http.ts';
import { readLaunchParams, setLaunchParams } from '../session/launch-params.ts';
import { endRejectedSession, isLoggedInNow } from '../session/session-actions.ts';
import { useSession } from '../session/session-store.ts';
import { App } from './App.tsx';
import { navigateApp } from './navigation-bridge.ts';

/**
 * Starts the app in an element: reads the launch parameters (service_token, token), sets the
 * snapshot's login flags from the marker cookie, and sends a rejected session to /login.
 */
export function startApp(element: HTMLElement): void {
  const launch = readLaunchParams(window.location.search);
  setLaunchParams(launch);
  useSession.getState().update({
    is_service_user: Boolean(launch.serviceToken),
    is_logged_in: !launch.serviceToken && isLoggedInNow(),
  });
  setUnauthorizedHandler(() => endRejectedSession(navigateApp));
  createRoot(element).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
