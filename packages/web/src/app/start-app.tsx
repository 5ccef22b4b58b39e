import { setProductLanguage } from '@admit/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setUnauthorizedHandler } from '../api/http.ts';
import { readLaunchParams, setLaunchParams } from '../session/launch-params.ts';
import { endRejectedSession, isLoggedInNow } from '../session/session-actions.ts';
import { useSession } from '../session/session-store.ts';
import { App } from './App.tsx';
import { navigateApp } from './navigation-bridge.ts';
import { pageLanguage } from './page-language.ts';

/**
 * Starts the app in an element: reads the launch parameters (service_token, token), sets the
 * snapshot's login flags from the marker cookie, and sends a rejected session to /login. The
 * product's texts follow the page's language (`<html lang>`): English renders at once; another
 * language renders once its texts (one small chunk) have loaded, so no English flashes first.
 */
export function startApp(element: HTMLElement): void {
  const launch = readLaunchParams(window.location.search);
  setLaunchParams(launch);
  useSession.getState().update({
    is_service_user: Boolean(launch.serviceToken),
    is_logged_in: !launch.serviceToken && isLoggedInNow(),
  });
  setUnauthorizedHandler(() => endRejectedSession(navigateApp));
  const render = () =>
    createRoot(element).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  const language = pageLanguage(document.documentElement.lang);
  if (language === 'en') render();
  else void setProductLanguage(language).then(render, render);
}
