import { setProductLanguage } from '@admit/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setUnauthorizedHandler } from '../api/http.ts';
import { readLaunchParams, setLaunchParams } from '../session/launch-params.ts';
import { endRejectedSession, isLoggedInNow } from '../session/session-actions.ts';
import { useSession } from '../session/session-store.ts';
import { loadPartner } from '../partner/partner.ts';
import { App } from './App.tsx';
import { navigateApp } from './navigation-bridge.ts';
import { pageLanguage } from './page-language.ts';

/**
 * Starts the app in an element: reads the launch parameters (service_token, token), sets the
 * snapshot's login flags from the marker cookie, and sends a rejected session to /login. The
 * partner's and the product's texts follow the page's language (`<html lang>`): the app renders
 * once both have loaded, so nothing flashes in another language first.
 */
export function startApp(element: HTMLElement): void {
  const language = pageLanguage(document.documentElement.lang);
  // The partner's texts in the page's language (its own chunk, preloaded with the page) and the
  // product's (English is bundled): the first render is whole in one language. The session's
  // cookie is named by the partner, so the session is read once the partner has loaded.
  const productTexts =
    language === 'en' ? undefined : setProductLanguage(language).catch(() => undefined);
  void loadPartner(undefined, productTexts).then(() => {
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
  });
}
