import type { WebLanguage } from './web-cookies';

/**
 * The drawing contract between the server and the web build's server entry
 * (web/src/app/entry-server.tsx, built by `vite build --ssr` into web/dist-ssr/entry-server.js):
 * what the server passes to its draw function and what it gets back (issue 15). Types only;
 * the server loads the built file at run time and holds it to these.
 */

/** What the server gives the drawing: the address, the app's cookies and its own API. */
export interface FirstPaintRequest {
  /** Path and query, starting with /app. */
  url: string;
  /** The `spesa_store` cookie's value (storeChoiceValue), for a store the server knows. */
  storeCookie: string | undefined;
  /** The interface language, as the `spesa_lang` cookie names it. */
  languageCookie: string | undefined;
  /** Answers the app's API calls (the server passes its own routes, without the network). */
  fetch: typeof fetch;
}

/** A drawn first screen. */
export interface FirstPaint<State = unknown> {
  /** The screen's markup, as the browser's first render hydrates it inside #root. */
  html: string;
  /** What the markup was drawn from, as JSON the page carries to the app (opaque to the server). */
  state: State;
  /** The language it was drawn in, for the document's lang. */
  language: WebLanguage;
}

/** The draw function: null when the address is no screen to draw or its data did not come. */
export type RenderFirstPaint<State = unknown> = (
  request: FirstPaintRequest,
) => Promise<FirstPaint<State> | null>;

/** The module web/dist-ssr/entry-server.js. */
export interface FirstPaintEntry {
  renderFirstPaint: RenderFirstPaint;
}

/** A drawn screen's entry in FirstScreenFiles. */
export interface FirstScreenFilesEntry {
  /** The screen's route name (web/src/app/first-screen/first-screens.ts). */
  name: string;
  /** Its addresses inside /app (no base, no trailing slash), as regular expression sources. */
  paths: string[];
  /** Its route chunk, the chunks that imports and their styles, beyond what index.html loads. */
  files: string[];
  /** An address inside /app the server draws once as it starts (warming the drawing), if any. */
  warmAt?: string;
}

/**
 * What the web build writes as dist/first-screen-files.json, from the app's table of first
 * screens: the screens the server draws and their files, and the query parameters they read.
 */
export interface FirstScreenFiles {
  screens: FirstScreenFilesEntry[];
  /** The server draws a screen from the address with these query parameters alone. */
  params: string[];
}
