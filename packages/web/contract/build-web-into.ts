import { WEB_VITE_CONFIG } from '../build/index.ts';

/** Builds the web app for a partner folder into outDir (production, as `npm start` builds it). */
export async function buildWebInto(partnerDir: string, outDir: string): Promise<void> {
  const previous = { PARTNER_CONFIG: process.env.PARTNER_CONFIG, NODE_ENV: process.env.NODE_ENV };
  process.env.PARTNER_CONFIG = partnerDir;
  process.env.NODE_ENV = 'production';
  try {
    const { build } = await import('vite');
    await build({
      configFile: WEB_VITE_CONFIG,
      mode: 'production',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}
