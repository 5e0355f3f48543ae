import type { Tag } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';

/** The demo chain's tags, by id: their names in the interface's language. */
const TAG_KEYS = {
  Bio: 'catalogue.tags.Bio',
  Senza_glutine: 'catalogue.tags.Senza_glutine',
  Senza_lattosio: 'catalogue.tags.Senza_lattosio',
  Benessere: 'catalogue.tags.Benessere',
  Vegano: 'catalogue.tags.Vegano',
  Territorio: 'catalogue.tags.Territorio',
} as const;

const isKnown = (id: string): id is keyof typeof TAG_KEYS => Object.hasOwn(TAG_KEYS, id);

/**
 * A tag's name as shown: in Italian the server's own (staff may rename it), in English the
 * translation of a known tag (issue 27.5: 'Senza glutine' on the English home and filters);
 * a tag the interface does not know keeps the server's name.
 */
export function useTagLabel(): (tag: Tag) => string {
  const { t, i18n } = useTranslation();
  return (tag) =>
    i18n.resolvedLanguage === 'it' || !isKnown(tag.id) ? tag.description : t(TAG_KEYS[tag.id]);
}
