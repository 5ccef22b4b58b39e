import { writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { loadPartnerFolder, type LoadedPartnerFolder } from '@admit/config-lint';
import { generateStandaloneAuthValidators, type PartnerConfig } from '@admit/engine';
import { compileFormModel } from '@admit/node-types';
import { serverTexts } from '@admit/texts/server';
import type { Plugin } from 'vite';
import { STAMP_FILE, webBuildHash } from './build-stamp.ts';
import { generateApplicationValidator } from './generate-application-validator.ts';
import { LANGUAGES_FILE, languagePreloads } from './language-preloads.ts';

/**
 * The modules the app imports from the build: the partner's languages with a loader of its config
 * in each (`virtual:admit-partner`, each language's config its own chunk: only the page's language
 * loads), the same for the precompiled validators, whose messages are texts too (the partner's and
 * the engine's own), and for the auth forms' validators (the engine's messages only).
 */
export const VIRTUAL_MODULES = {
  partner: 'virtual:admit-partner',
  validators: 'virtual:admit-validators',
  authValidators: 'virtual:admit-auth-validators',
} as const;

/** The module of one language's part of a per-language virtual module (`virtual:admit-partner/es`). */
export const languageModule = (module: string, language: string): string => `${module}/${language}`;

/** A module exporting the partner's languages and a loader of `module`'s part in each. */
const languageLoaders = (module: string, languages: readonly string[]): string =>
  `export const languages = ${JSON.stringify(languages)};\nexport const loaders = {\n${languages
    .map(
      (l) => `  ${JSON.stringify(l)}: () => import(${JSON.stringify(languageModule(module, l))}),`,
    )
    .join('\n')}\n};\n`;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Adds `export default {<every named export>}`, so the app can hand the module over as one object. */
export function withDefaultExport(code: string): string {
  const names = [...code.matchAll(/export const ([A-Za-z_$][\w$]*)/g)].map((m) => m[1]);
  return `${code}\nexport default { ${names.join(', ')} };\n`;
}

/**
 * Reads and checks a partner folder as config-lint does; throws with every error listed as
 * config-lint prints it (file:line:column: json-pointer: message).
 */
export async function loadPartnerForBuild(partnerDir: string): Promise<PartnerConfig> {
  return (await loadPartnerFolder(partnerDir)).config;
}

/** What the module id names: one of VIRTUAL_MODULES, and the language of its part if any. */
function virtualModule(id: string): { module: string; language?: string } | undefined {
  for (const module of Object.values(VIRTUAL_MODULES)) {
    if (id === module) return { module };
    if (id.startsWith(`${module}/`)) return { module, language: id.slice(module.length + 1) };
  }
  return undefined;
}

/**
 * Bakes the partner into the web build: `virtual:admit-partner/<language>` is the assembled config
 * in a declared language, `virtual:admit-validators/<language>` and
 * `virtual:admit-auth-validators/<language>` are the engine's validators in that language (the
 * engine's own messages from the product's catalogue, English where it has not the language)
 * written out as plain ES modules, so the browser never compiles a schema (its CSP has no
 * 'unsafe-eval'). The page title becomes the partner's application title;
 * `languages.json` lists, per language, the chunks the server preloads with the page in that
 * language; a build stamp records the inputs' hash so `npm start` knows when to rebuild.
 */
export function admitPartnerPlugin(options: { partnerDir: string; stamp?: boolean }): Plugin {
  const { partnerDir } = options;
  let folder: Promise<LoadedPartnerFolder> | undefined;
  let outDir = '';
  const loaded = (): Promise<LoadedPartnerFolder> => (folder ??= loadPartnerFolder(partnerDir));
  const partner = async (): Promise<PartnerConfig> => (await loaded()).config;
  const languages = async (): Promise<string[]> => Object.keys((await loaded()).configs);
  const inLanguage = async (language: string): Promise<PartnerConfig> => {
    const config = (await loaded()).configs[language];
    if (!config) throw new Error(`The partner declares no language "${language}".`);
    return config;
  };

  return {
    name: 'admit-partner',
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir);
    },
    async buildStart() {
      folder = undefined;
      await loaded();
    },
    resolveId(id) {
      return virtualModule(id) ? `\0${id}` : undefined;
    },
    async load(id) {
      const virtual = id.startsWith('\0') ? virtualModule(id.slice(1)) : undefined;
      if (!virtual) return undefined;
      const { module, language } = virtual;
      if (language === undefined) return languageLoaders(module, await languages());
      const config = await inLanguage(language);
      // The browser never reads the data model (the server checks answer keys and types) nor the
      // export profiles (the staff console asks the server for them).
      if (module === VIRTUAL_MODULES.partner) {
        const partner = { ...config.partner, exportProfiles: undefined };
        return `export default ${JSON.stringify({ ...config, partner, dataModel: {} })};`;
      }
      const texts = serverTexts(language);
      if (module === VIRTUAL_MODULES.authValidators)
        return withDefaultExport(generateStandaloneAuthValidators(texts));
      return withDefaultExport(generateApplicationValidator(compileFormModel(config, { texts })));
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) =>
        file.type === 'chunk'
          ? [{ fileName: file.fileName, facade: file.facadeModuleId ?? '' }]
          : [],
      );
      this.emitFile({
        type: 'asset',
        fileName: LANGUAGES_FILE,
        source: `${JSON.stringify(languagePreloads(chunks, await languages()), null, 2)}\n`,
      });
    },
    async transformIndexHtml(html) {
      const { applicationTitle } = (await partner()).partner;
      return html.replace(/<title>.*<\/title>/, `<title>${escapeHtml(applicationTitle)}</title>`);
    },
    closeBundle() {
      if (options.stamp === false || !outDir) return;
      const hash = webBuildHash(partnerDir);
      writeFileSync(
        join(outDir, STAMP_FILE),
        `${JSON.stringify({ hash, partner: relative(process.cwd(), partnerDir) || '.' })}\n`,
      );
    },
  };
}
