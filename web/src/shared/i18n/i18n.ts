import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isLanguage, readStoredLanguage, storeLanguage } from './languages';
import { resources } from './resources';

export { resources };

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

void i18next.use(initReactI18next).init({
  resources,
  lng: readStoredLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: ['it', 'en'],
  interpolation: { escapeValue: false },
  returnNull: false,
  // Resources are bundled, so init is synchronous and the first render is translated.
  initAsync: false,
});

export { i18next as i18n };
