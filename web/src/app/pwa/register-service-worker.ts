/**
 * Installs the service worker (dist/sw.js, written by the build) once the page has loaded, so
 * its downloads never compete with the first screen's. Not in development, where Vite serves
 * unbundled modules that must not be cached.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
      .catch((error: unknown) => console.warn('service worker not installed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
