/**
 * On a page the server drew (app/entry-server.tsx), the app's entry is not a script tag: its
 * modules would run as soon as the page is parsed, in one long task, and a phone whose cache
 * already holds them would then paint the app's render instead of the drawn screen, seconds
 * later. The page names the entry in `data-first-paint`; this starts it once the drawn
 * screen has had a frame to paint in (a timer as well, for a tab that is not painting).
 */
export function bootAfterFirstPaint(): void {
  const entry = document.documentElement.dataset.firstPaint;
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The entry's modules and the screen's, all asked for at once (the page does not link
    // them, so that they cost its first paint nothing); the import would find them one level
    // of imports at a time.
    for (const file of document.documentElement.dataset.firstPaintModules?.split(' ') ?? []) {
      if (!file) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      document.head.append(link);
    }
    void import(/* @vite-ignore */ entry);
  };
  const afterFrame = () => {
    requestAnimationFrame(() => setTimeout(start));
    setTimeout(start, 500);
  };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', afterFrame, { once: true });
  } else afterFrame();
}
