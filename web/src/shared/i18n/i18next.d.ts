import 'i18next';
import type { Translation } from './resources';

// Italian is the reference language: keys missing there are compile errors.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}
