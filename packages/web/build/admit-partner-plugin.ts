import { writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { loadPartnerFolder } from '@admit/config-lint';
import { generateStandaloneAuthValidators, type PartnerConfig } from '@admit/engine';
import { compileFormModel } from '@admit/node-types';
import type { Plugin } from 'vite';
import { STAMP_FILE, webBuildHash } from './build-stamp.ts';
import { generateApplicationValidator } from './generate-application-validator.ts';

/** The modules the app imports from the build: the partner config and the precompiled validators. */
export const VIRTUAL_MODULES = {
  partner: 'virtual:admit-partner',
  validators: 'virtual:admit-validators',
  authValidators: 'virtual:admit-auth-validators',
} as const;

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

/**
 * Bakes the partner into the web build: `virtual:admit-partner` is the assembled config,
 * `virtual:admit-validators` and `virtual:admit-auth-validators` are the engine's validators
 * written out as plain ES modules, so the browser never compiles a schema (its CSP has no
 * 'unsafe-eval'). The page title becomes the partner's application title, and a build stamp
 * records the inputs' hash so `npm start` knows when to rebuild.
 */
export function admitPartnerPlugin(options: { partnerDir: string; stamp?: boolean }): Plugin {
  const { partnerDir } = options;
  let config: PartnerConfig | undefined;
  let outDir = '';
  const ids = new Map<string, string>(Object.values(VIRTUAL_MODULES).map((id) => [id, `\0${id}`]));
  const partner = async (): Promise<PartnerConfig> =>
    (config ??= await loadPartnerForBuild(partnerDir));

  return {
    name: 'admit-partner',
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir);
    },
    async buildStart() {
      config = undefined;
      await partner();
    },
    resolveId(id) {
      return ids.get(id);
    },
    async load(id) {
      // The browser never reads the data model (the server checks answer keys and types).
      if (id === ids.get(VIRTUAL_MODULES.partner))
        return `export default ${JSON.stringify({ ...(await partner()), dataModel: {} })};`;
      if (id === ids.get(VIRTUAL_MODULES.validators))
        return withDefaultExport(generateApplicationValidator(compileFormModel(await partner())));
      if (id === ids.get(VIRTUAL_MODULES.authValidators))
        return withDefaultExport(generateStandaloneAuthValidators());
      return undefined;
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
