// Temporary: first-render CPU profile of the admit bench app (unminified). Not committed.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { DIST, writeSpecs } from './build-apps.ts';
import { serveBench } from './static-server.ts';
import { launchChromium } from './launch-chromium.ts';

const label = process.env.LABEL ?? 'x';
await writeSpecs();
const outDir = join(DIST, 'apps', 'admit');
await build({ configFile: false, root: resolve('bench/apps/admit'), base: './', logLevel: 'warn', plugins: [react()],
  build: { outDir, emptyOutDir: true, target: 'esnext', minify: false, reportCompressedSize: false, chunkSizeWarningLimit: 1e9,
    rollupOptions: { input: resolve('bench/apps/admit', 'main.tsx'), output: { entryFileNames: 'main.js' } } } });
const { writeFile, readFile } = await import('node:fs/promises');
const html = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>b</title></head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>`;
await writeFile(join(outDir, 'index.html'), html);
const { base, server } = await serveBench(DIST);
const browser = await launchChromium();
const times: number[] = [];
const self = new Map<string, number>();
for (let run = 0; run < 5; run++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${base}/admit/?size=full`);
  await page.waitForFunction(() => (window as any).bench?.readyAt, null, { timeout: 180000, polling: 50 });
  const ms = await page.evaluate(() => (window as any).bench.firstRenderMs);
  const { profile } = await cdp.send('Profiler.stop') as any;
  times.push(ms);
  const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
  const dt = profile.timeDeltas as number[];
  profile.samples.forEach((id: number, i: number) => {
    const n = byId.get(id);
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  await context.close();
}
await browser.close(); server.close();
const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40);
const out = `${label} first render ms: ${times.map((t) => t.toFixed(0)).join(', ')}\n` + top.map(([k, v]) => `${(v / 5).toFixed(1).padStart(8)} ms  ${k}`).join('\n');
writeFileSync(`/tmp/prof/${label}.txt`, out + '\n');
console.log(out);
