import { installPrecompiledAuthValidators } from '@admit/engine';
import { currentProductTexts } from '@admit/react';
import { loaders } from 'virtual:admit-auth-validators';
import { partnerLanguage } from './partner.ts';

/**
 * Loads the auth forms' validators precompiled at build time with their messages in the page's
 * language (that language's chunk only) and installs them for the product's texts the app
 * validates with. The auth routes wait for it before they render (AppRoutes); a top-level await
 * here would split the entry into many chunks and cost the first route kilobytes.
 */
export async function loadAuthValidators(language: string = partnerLanguage): Promise<void> {
  const module = await loaders[language]!();
  installPrecompiledAuthValidators(module.default, currentProductTexts());
}
