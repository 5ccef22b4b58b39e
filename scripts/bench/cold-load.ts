/// <reference lib="dom" />
/*
 * Cold load of the real product's first route: `npm start` (the server serving the built web app)
 * on a free loopback port with a temporary DATA_DIR, then /about in a fresh browser context per run
 * (empty cache): JS and CSS bytes (gzipped) the route loads, first contentful paint, the time the
 * form page is in the DOM, and largest contentful paint.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import type { Section } from './section.ts';
import { summarize, type Summary } from './stats.ts';

/** The first route's bytes (gzip at zlib's default level, as a server sends) and paint times. */
export interface ColdLoadFigures {
  url: string;
  runs: number;
  jsBytes: number;
  jsGzipBytes: number;
  cssBytes: number;
  cssGzipBytes: number;
  files: { url: string; type: string; bytes: number; gzipBytes: number }[];
  firstContentfulPaintMs: Summary;
  formRenderedMs: Summary;
  largestContentfulPaintMs: Summary;
}

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Polls until the route answers with HTML; returns why not when the server exits or times out. */
async function waitForHtml(url: string, child: ChildProcess, output: () => string, ms: number) {
  const until = Date.now() + ms;
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  let last = '';
  while (Date.now() < until) {
    if (exited !== null)
      return `npm start exited (code ${exited}) before serving ${url}: ${output().slice(-400)}`;
    try {
      const response = await fetch(url);
      const type = response.headers.get('content-type') ?? '';
      const body = await response.text();
      if (response.ok && type.includes('text/html') && /<script/i.test(body)) return undefined;
      last = `${response.status} ${type}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(1000);
  }
  return `npm start did not serve the web app at ${url} within ${ms / 1000} s (last answer: ${last}).`;
}

/** Installed before the page's scripts: when the form page first shows, and the LCP candidates. */
function observeLoad(): void {
  const w = window as unknown as { formRenderedAt?: number; lcp?: number };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-page-id]')) {
      w.formRenderedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

async function measure(browser: Browser, url: string, runs: number) {
  const paints = { fcp: [] as number[], form: [] as number[], lcp: [] as number[] };
  let files: { url: string; type: string; bytes: number; gzipBytes: number }[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(observeLoad);
    const page = await context.newPage();
    const loaded: Promise<(typeof files)[number] | undefined>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      loaded.push(
        response.body().then(
          (body) => ({
            url: response.url(),
            type: type === 'script' ? 'js' : 'css',
            bytes: body.length,
            gzipBytes: gzipSync(body).length,
          }),
          () => undefined,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    await page
      .waitForFunction(() => (window as { formRenderedAt?: number }).formRenderedAt, null, {
        timeout: 30_000,
      })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
    // LCP stops at the first input; a click on nothing in particular finalises it.
    await page.mouse.click(1, 1);
    const figures = await page.evaluate(() => {
      const w = window as unknown as { formRenderedAt?: number; lcp?: number };
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      return { fcp, form: w.formRenderedAt, lcp: w.lcp };
    });
    if (figures.fcp !== undefined) paints.fcp.push(figures.fcp);
    if (figures.form !== undefined) paints.form.push(figures.form);
    if (figures.lcp !== undefined) paints.lcp.push(figures.lcp);
    files = (await Promise.all(loaded)).filter((f) => f !== undefined);
    await context.close();
  }
  return { paints, files };
}

/** Starts `npm start`, measures /about cold `runs` times, stops the server. */
export async function runColdLoad(
  browser: Browser,
  runs: number,
): Promise<Section<ColdLoadFigures>> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'admit-bench-cold-'));
  const url = `http://127.0.0.1:${port}/about`;
  let output = '';
  const child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  try {
    const why = await waitForHtml(url, child, () => output, 300_000);
    if (why) return { ok: false, why };
    const { paints, files } = await measure(browser, url, runs);
    if (paints.form.length < runs)
      return {
        ok: false,
        why: `/about served HTML, but the form page ([data-page-id]) rendered in ${paints.form.length} of ${runs} loads.`,
      };
    const total = (type: string, key: 'bytes' | 'gzipBytes') =>
      files.filter((f) => f.type === type).reduce((sum, f) => sum + f[key], 0);
    return {
      ok: true,
      data: {
        url: '/about',
        runs,
        jsBytes: total('js', 'bytes'),
        jsGzipBytes: total('js', 'gzipBytes'),
        cssBytes: total('css', 'bytes'),
        cssGzipBytes: total('css', 'gzipBytes'),
        files: files.map((f) => ({ ...f, url: new URL(f.url).pathname })),
        firstContentfulPaintMs: summarize(paints.fcp),
        formRenderedMs: summarize(paints.form),
        largestContentfulPaintMs: summarize(paints.lcp),
      },
    };
  } finally {
    // The whole process group npm start made (npm, node, a build it may run).
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    await sleep(500);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
