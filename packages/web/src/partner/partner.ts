import { firstRoute, type FormModel, type PageModel, type PartnerConfig } from '@admit/engine';
import { compileFormModel } from '@admit/node-types';
import { currentProductTexts } from '@admit/react';
import { languages, loaders } from 'virtual:admit-partner';
import { pagePartnerLanguage } from './page-partner-language.ts';

// The partner config in the page's language: each language is a chunk of its own, and only the
// page's loads (the server preloads it with the page). startApp loads it before the first render,
// so everything below is set whenever a component or an API handler reads it.

/** The partner's declared languages, its default first. */
export const partnerLanguages: readonly string[] = languages;

/** The language of the partner's texts on this page (see pagePartnerLanguage). */
export let partnerLanguage: string = languages[0]!;
/** The partner config the app was built for, in the page's language. */
export let config: PartnerConfig;
/** The partner's constants: name, texts, theme, cookie prefix. */
export let partner: PartnerConfig['partner'];
/** The compiled form model (year lists are made from today's date, so it is compiled at load). */
export let formModel: FormModel;
/** The form pages in step order. */
export let pages: readonly PageModel[];
/** The default route: the first page's, whatever the partner calls it. */
export let DEFAULT_ROUTE: string;

/**
 * Loads the partner config in the language of the page (`<html lang>`, see pagePartnerLanguage;
 * the default language where there is no page) and makes it the app's. Called once, by startApp
 * before it renders (and by the tests' setup). The form model is compiled once `productTexts`
 * (the product's texts in the page's language, loading alongside) are in: the engine's own
 * messages are in them, as in the validators the build precompiled for the language.
 */
export async function loadPartner(
  lang: string = typeof document === 'undefined' ? '' : document.documentElement.lang,
  productTexts?: Promise<unknown>,
): Promise<void> {
  const language = pagePartnerLanguage(lang, languages);
  const [module] = await Promise.all([loaders[language]!(), productTexts]);
  const loaded = module.default;
  partnerLanguage = language;
  config = loaded;
  partner = loaded.partner;
  formModel = compileFormModel(loaded, { texts: currentProductTexts() });
  pages = formModel.pages;
  DEFAULT_ROUTE = firstRoute(loaded);
}

/** The page a path shows, if it is a form page. */
export const pageOfPath = (pathname: string): PageModel | undefined =>
  pages.find((page) => page.path === pathname);
