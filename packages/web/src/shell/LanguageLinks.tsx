import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { languageName } from '@admit/i18n/runtime';
import { useText } from '@admit/react';
import { useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { errorMessage } from '../api/api-errors.ts';
import { partnerLanguage, partnerLanguages } from '../partner/partner.ts';
import { reloadAt } from './reload-at.ts';
import { showToast } from './toast-store.ts';

/**
 * What to do before the page reloads in another language: save what was typed and name what the
 * page must load again (a visitor's answers come back by `token`).
 */
export type BeforeLanguageSwitch = () => Promise<Record<string, string> | void>;

/** The address of this page in `language`: the same path and query, with `lang` (and `extra`). */
export function addressInLanguage(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  language: string,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams(location.search);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  params.set('lang', language);
  return `${location.pathname}?${params.toString()}${location.hash}`;
}

/**
 * The header's links to this page in the partner's other languages, each in its own name and
 * marked with its language (`lang`, `hreflang`: "Español" is read in Spanish), the GOV.UK and
 * USWDS pattern. A plain link the server answers (it keeps the choice and serves the page in that
 * language); with the app running, what was typed is saved first, so nothing is lost.
 */
export function LanguageLinks({ beforeSwitch }: { beforeSwitch?: BeforeLanguageSwitch }) {
  const t = useText();
  // The links follow the app's route (the same page in another language).
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  const others = partnerLanguages.filter((language) => language !== partnerLanguage);
  if (others.length === 0) return null;
  const choose = async (event: MouseEvent<HTMLAnchorElement>, language: string) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    if (leaving) return;
    setLeaving(true);
    try {
      const extra = (await beforeSwitch?.()) ?? {};
      reloadAt(addressInLanguage(window.location, language, extra));
    } catch (error) {
      setLeaving(false);
      showToast({ severity: 'error', text: errorMessage(error) });
    }
  };
  return (
    <Box
      component="nav"
      aria-label={t.text('language.label')}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}
    >
      {others.map((language) => (
        <Link
          key={language}
          href={addressInLanguage(location, language)}
          lang={language}
          hrefLang={language}
          onClick={(event) => void choose(event, language)}
          color="inherit"
          sx={{ fontWeight: 600, py: 1.5, display: 'inline-block' }}
        >
          {languageName(language)}
        </Link>
      ))}
    </Box>
  );
}
