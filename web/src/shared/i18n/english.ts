import { mergeLocaleFiles } from './resources';

/** The English texts: a chunk of their own, fetched only when English is chosen. */
export const english = mergeLocaleFiles(
  import.meta.glob<Record<string, unknown>>('./locales/en/*.json', {
    eager: true,
    import: 'default',
  }),
);
