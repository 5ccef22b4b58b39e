import { installPrecompiledAuthValidators } from '@admit/engine';
import { currentProductTexts } from '@admit/react';
import { loaders } from 'virtual:admit-auth-validators';
import { partnerLanguage } from './partner.ts';

/**
 * Loads the auth forms' validators precompiled at build time with their messages in the page's
 * language (that language's chunk only) and installs them for the product's texts the app
 * validates with.
 */
export async function loadAuthValidators(language: string = partnerLanguage): Promise<void> {
  const module = await loaders[language]!();
  installPrecompiledAuthValidators(module.default, currentProductTexts());
}

// Imported by the auth pages only: they render once their language's validators are in.
await loadAuthValidators();
