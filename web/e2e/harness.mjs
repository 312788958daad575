// What every browser test shares: the playground served from web/ on a free localhost port
// (a static server, like any the page is meant for), and Debian's Chromium driven by
// playwright-core. Screenshots go to e2e/out/ (or $ARCHEON_E2E_OUT).

import { createServer } from 'node:http';
import { readFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const WEB = fileURLToPath(new URL('..', import.meta.url));
export const OUT = process.env.ARCHEON_E2E_OUT ?? join(WEB, 'e2e', 'out');
export const CHROMIUM = process.env.ARCHEON_CHROMIUM ?? '/usr/bin/chromium';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.json': 'application/json', '.css': 'text/css', '.wasm': 'application/wasm', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.toml': 'text/plain; charset=utf-8', '.ftl': 'text/plain; charset=utf-8',
};

/** Serves web/ on 127.0.0.1 at a free port; `{url, close}`. */
export async function serve(root = WEB) {
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      let file = normalize(join(root, path));
      if (!file.startsWith(normalize(root + sep)) && file !== normalize(root)) throw new Error('outside');
      if (path.endsWith('/')) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((ok) => server.close(ok)) };
}

/** Debian's Chromium, headless, as the machine's notes ask for. */
export async function launch() {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install chromium (or set ARCHEON_CHROMIUM)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-quic', '--disable-component-update', '--disable-sync'],
  });
}

/** A served playground and a fresh page on it: `{browser, page, url, errors, close}`. The page's
 * console errors and uncaught exceptions are collected in `errors` (a test asserts it empty). */
export async function open(query = '') {
  const server = await serve();
  const browser = await launch();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(`${server.url}${query}`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true' || document.body.dataset.ready === 'failed', null, { timeout: 20000 });
  const ready = await page.evaluate(() => document.body.dataset.ready);
  if (ready !== 'true') throw new Error(`the playground failed to start: ${await page.textContent('main')}`);
  return {
    browser, page, url: server.url, errors,
    async close() { await browser.close(); await server.close(); },
  };
}

/** Saves a screenshot of `page` as e2e/out/<name>.png. */
export async function screenshot(page, name) {
  await mkdir(OUT, { recursive: true });
  await page.screenshot({ path: join(OUT, `${name}.png`), fullPage: true });
}
