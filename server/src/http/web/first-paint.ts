import { VERSION_HEADER } from '../guest-cache/read-routing';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstPaintEntry, FirstScreenFiles } from '@spesa/contracts';
import type { FastifyInstance } from 'fastify';
import { shopToday } from '../../shared/shop-time';
import { redactUrl } from '../redact-url';
import { htmlPage, type HtmlPage } from './compress-html';
import { createDrawingQueue } from './drawing-queue';
import {
  choiceKey,
  drawingChoice,
  storeCookieOf,
  type DrawingChoice,
  type DrawingCookies,
} from './drawing-choice';
import { createDrawnPages } from './drawn-pages';
import type { KnownStores } from './known-stores';
import { firstPaintPage, type ScreenFiles } from './first-paint-page';

export interface FirstPaint {
  /** The page for a navigation to `url`, or null when the shell should go instead. */
  page(url: string, cookies: DrawingCookies): Promise<HtmlPage | null>;
}

/**
 * The server-drawn first screen (issue 15): for the screens a visit most often opens on, the
 * HTML carries the screen as the app draws it, so a phone paints it before the app's code has
 * arrived and run. Loaded from `<web dist>-ssr/entry-server.js`; without that build, or with
 * FIRST_PAINT=off, every navigation gets the plain shell as before. The screen is drawn as a
 * guest (no session, no personal data) with the store the shopper chose (its cookie, read as
 * a known store: drawing-choice.ts), from the server's own API answered in process (`inject`,
 * so the guest cache serves it). Drawings wait in a short queue of their own
 * (drawing-queue.ts): past it, the shell goes at once, so a burst of new cookies never holds
 * the rest of the shop behind it.
 */
export async function loadFirstPaint(
  app: FastifyInstance,
  webDist: string,
  template: string,
  options: { stores?: KnownStores } = {},
): Promise<FirstPaint | null> {
  const entryFile = path.join(`${webDist}-ssr`, 'entry-server.js');
  const screensFile = path.join(webDist, 'first-screen-files.json');
  if (!fs.existsSync(entryFile) || !fs.existsSync(screensFile)) {
    app.log.warn(`no server-drawn first screens: ${entryFile} is missing (run npm run build)`);
    return null;
  }
  const built = JSON.parse(fs.readFileSync(screensFile, 'utf8')) as FirstScreenFiles;
  // A build left by an older version lists its screens otherwise: the plain shell, not a crash.
  if (!Array.isArray((built as Partial<FirstScreenFiles>).screens)) {
    app.log.warn(
      `no server-drawn first screens: ${screensFile} is from an older build (run npm run build)`,
    );
    return null;
  }
  // The web build's server entry (web/src/app/entry-server.tsx), as `vite build --ssr` writes it.
  const entry = (await import(pathToFileURL(entryFile).href)) as FirstPaintEntry;
  const screens = built.screens.map(({ paths, files }): ScreenFiles => ({
    patterns: paths.map((p) => new RegExp(p)),
    files,
  }));
  // The version the drawn page is kept under: with read replicas (guest-cache/read-routing.ts)
  // its reads go only to a replica that has reached it, so a page never shows older data.
  const fetchAt = (version: number | null) => async (input: string | URL | Request) => {
    const reply = await app.inject({
      method: 'GET',
      url: String(input),
      headers: {
        accept: 'application/json',
        ...(version === null ? {} : { [VERSION_HEADER]: String(version) }),
      },
    });
    return new Response(new Uint8Array(reply.rawPayload), {
      status: reply.statusCode,
      headers: { 'content-type': String(reply.headers['content-type'] ?? 'application/json') },
    });
  };
  const drawings = createDrawingQueue<HtmlPage>();
  // Kept by catalogue version where the app has the guest cache's version (app.ts).
  const drawnPages = createDrawnPages();
  const version = () =>
    app.hasDecorator('currentCatalogueVersion')
      ? app.currentCatalogueVersion().catch(() => null)
      : Promise.resolve(null);
  const drawPage = async (choice: DrawingChoice, files: string[], version: number | null) => {
    try {
      const paint = await entry.renderFirstPaint({
        url: choice.url,
        storeCookie: storeCookieOf(choice),
        languageCookie: choice.language,
        fetch: fetchAt(version) as typeof fetch,
      });
      const html = paint ? firstPaintPage(template, paint, files) : null;
      return html === null ? null : htmlPage(html);
    } catch (error) {
      app.log.error(
        { err: error, url: redactUrl(choice.url) },
        'first paint failed; the shell goes instead',
      );
      return null;
    }
  };
  const firstPaint: FirstPaint = {
    async page(url, cookies) {
      const inApp = new URL(url, 'http://spesa.invalid').pathname.replace(/^\/app(?=\/|$)/, '');
      const path = inApp.replace(/\/+$/, '') || '/';
      const screen = screens.find((s) => s.patterns.some((pattern) => pattern.test(path)));
      if (!screen) return null;
      // Read before drawing: a write committed meanwhile moves it past the kept page.
      const current = await version();
      const choice = await drawingChoice(url, cookies, options.stores, built.params);
      const key = `${shopToday(new Date())} ${choiceKey(choice)}`;
      const kept = current === null ? undefined : drawnPages.get(key, current);
      if (kept !== undefined) return kept;
      return drawings.draw(key, async () => {
        const page = await drawPage(choice, screen.files, current);
        if (current !== null) drawnPages.set(key, current, page);
        return page;
      });
    },
  };
  // A process's first drawing of a screen loads its modules and warms the renderer, which on a
  // busy machine takes longer than a navigation waits for its drawing: once the server listens,
  // the screens the build names an address for (`warmAt`) are drawn, one after the other (and
  // kept), before their first visitors come.
  const warmAt = built.screens.flatMap((screen) => (screen.warmAt ? [screen.warmAt] : []));
  app.addHook('onListen', async () => {
    void (async () => {
      for (const address of warmAt)
        await firstPaint.page(`/app${address}`, { store: undefined, language: undefined });
    })();
  });
  return firstPaint;
}
