import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isLanguage, readStoredLanguage, storeLanguage } from './languages';
import { italian, type Translation } from './resources';

// Keeps the document's lang and title in step so screen readers pick the right voice.
function reflectLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.title = i18next.t('app.documentTitle');
}

i18next.on('languageChanged', (language) => {
  reflectLanguage(language);
  if (isLanguage(language)) storeLanguage(language);
});

const loaders: Record<string, () => Promise<Translation>> = {
  en: () => import('./english').then((m) => m.english),
};

/**
 * Italian is bundled; any other language is fetched the first time it is needed, and
 * changeLanguage waits for it, so no screen shows a half-translated page.
 */
const languageChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = loaders[language];
    if (!load) return callback(null, {});
    load().then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, false),
    );
  },
};

/** Resolves once the stored language's texts are in; the app renders after it. */
export const i18nReady = i18next
  .use(languageChunks)
  .use(initReactI18next)
  .init({
    resources: { it: { translation: italian } },
    partialBundledLanguages: true,
    lng: readStoredLanguage(),
    fallbackLng: defaultLanguage,
    supportedLngs: ['it', 'en'],
    interpolation: { escapeValue: false },
    returnNull: false,
    // Italian is bundled, so in Italian init is synchronous and the first render is translated.
    initAsync: false,
  });

export { i18next as i18n };
