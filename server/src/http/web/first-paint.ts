import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { shopToday } from '../../modules/catalogue/catalogue-dates';
import { redactUrl } from '../redact-url';
import { htmlPage, type HtmlPage } from './compress-html';
import { createDrawnPages } from './drawn-pages';
import { firstPaintPage, type ScreenFiles } from './first-paint-page';

/** The web build's server entry (web/src/app/entry-server.tsx), as `vite build --ssr` writes it. */
interface EntryServer {
  renderFirstPaint(request: {
    url: string;
    storeCookie: string | undefined;
    languageCookie: string | undefined;
    fetch: typeof fetch;
  }): Promise<{ html: string; state: unknown; language?: string } | null>;
}

/** The app's own cookies a drawing depends on: the chosen store and the language. */
export interface DrawingCookies {
  store: string | undefined;
  language: string | undefined;
}

export interface FirstPaint {
  /** The page for a navigation to `url`, or null when the shell should go instead. */
  page(url: string, cookies: DrawingCookies): Promise<HtmlPage | null>;
}

/**
 * The server-drawn first screen (issue 15): for the screens a visit most often opens on, the
 * HTML carries the screen as the app draws it, so a phone paints it before the app's code has
 * arrived and run. Loaded from `<web dist>-ssr/entry-server.js`; without that build, or with
 * FIRST_PAINT=off, every navigation gets the plain shell as before. The screen is drawn as a
 * guest (no session, no personal data) with the store the shopper chose (its cookie), from the
 * server's own API answered in process (`inject`, so the guest cache serves it).
 */
export async function loadFirstPaint(
  app: FastifyInstance,
  webDist: string,
  template: string,
): Promise<FirstPaint | null> {
  const entryFile = path.join(`${webDist}-ssr`, 'entry-server.js');
  const screensFile = path.join(webDist, 'first-screen-files.json');
  if (!fs.existsSync(entryFile) || !fs.existsSync(screensFile)) {
    app.log.warn(`no server-drawn first screens: ${entryFile} is missing (run npm run build)`);
    return null;
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as EntryServer;
  const screens = (JSON.parse(fs.readFileSync(screensFile, 'utf8')) as [string, string[]][]).map(
    ([pattern, files]): ScreenFiles => ({ pattern: new RegExp(pattern), files }),
  );
  const fetchInProcess = async (input: string | URL | Request) => {
    const reply = await app.inject({
      method: 'GET',
      url: String(input),
      headers: { accept: 'application/json' },
    });
    return new Response(new Uint8Array(reply.rawPayload), {
      status: reply.statusCode,
      headers: { 'content-type': String(reply.headers['content-type'] ?? 'application/json') },
    });
  };
  // One drawing at a time: the app's modules hold the request's store while it draws.
  let queue: Promise<unknown> = Promise.resolve();
  const draw = (url: string, cookies: DrawingCookies) => {
    const drawn = queue.then(() =>
      entry.renderFirstPaint({
        url,
        storeCookie: cookies.store,
        languageCookie: cookies.language,
        fetch: fetchInProcess as typeof fetch,
      }),
    );
    queue = drawn.catch(() => undefined);
    return drawn;
  };
  // Kept by catalogue version where the app has the guest cache's version (app.ts).
  const drawnPages = createDrawnPages();
  const version = () =>
    app.hasDecorator('currentCatalogueVersion')
      ? app.currentCatalogueVersion().catch(() => null)
      : Promise.resolve(null);
  return {
    async page(url, cookies) {
      const inApp = new URL(url, 'http://spesa.invalid').pathname.replace(/^\/app(?=\/|$)/, '');
      const screen = screens.find((s) => s.pattern.test(inApp.replace(/\/+$/, '') || '/'));
      if (!screen) return null;
      // Read before drawing: a write committed meanwhile moves it past the kept page.
      const current = await version();
      const key = [shopToday(new Date()), cookies.language, cookies.store, url].join(' ');
      const kept = current === null ? undefined : drawnPages.get(key, current);
      if (kept) return kept;
      try {
        const paint = await draw(url, cookies);
        const html = paint ? firstPaintPage(template, paint, screen.files) : null;
        const page = html === null ? null : htmlPage(html);
        if (page && current !== null) drawnPages.set(key, current, page);
        return page;
      } catch (error) {
        app.log.error(
          { err: error, url: redactUrl(url) },
          'first paint failed; the shell goes instead',
        );
        return null;
      }
    },
  };
}
