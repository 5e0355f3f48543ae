import { z } from 'zod';
import { Product } from './catalogue';
import { EntityIdParam, ReplyId } from './ids';

/*
 * Issue 16: suggestions while typing, help after a search that found nothing,
 * and the staff's synonyms and zero-result report.
 */

/** GET /cli/ecommerce/products/{store}/suggestions?q=: from the second character. */
export const SuggestionsQuery = z.object({
  q: z.string().trim().min(2, 'Scrivi almeno 2 caratteri').max(100),
});
export type SuggestionsQuery = z.infer<typeof SuggestionsQuery>;

/** A shelf or department the text names, to open its listing. */
export const SuggestedCategory = z.object({
  id: z.string(),
  description: z.string(),
  /** The department of a shelf; null for a department. */
  parentDescription: z.string().nullable(),
});
export type SuggestedCategory = z.infer<typeof SuggestedCategory>;

export const SearchSuggestions = z.object({
  categories: z.array(SuggestedCategory),
  products: z.array(Product),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestions>;

/** GET /cli/ecommerce/products/{store}/search-help?q=: for a search that found nothing. */
export const SearchHelpQuery = z.object({ q: z.string().trim().min(1).max(100) });
export type SearchHelpQuery = z.infer<typeof SearchHelpQuery>;

export const SearchHelp = z.object({
  /** 'Forse cercavi': the search with its unknown words replaced by the closest catalogue words. */
  didYouMean: z.array(z.string()),
  /** The store's offers of the day. */
  offers: z.array(Product),
});
export type SearchHelp = z.infer<typeof SearchHelp>;

/** One word or phrase: letters, digits, spaces, apostrophes and hyphens. */
const synonymWord = z
  .string()
  .trim()
  .min(2, 'Almeno 2 caratteri')
  .max(60)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} '’-]*$/u, 'Solo lettere, cifre e spazi');

/** POST /cli/staff/search/synonyms: a typed word and what it should also find. */
export const SynonymRequest = z.object({
  term: synonymWord.refine((t) => !/\s/.test(t), 'Una sola parola'),
  synonyms: z.array(synonymWord).min(1, 'Almeno un sinonimo').max(10),
});
export type SynonymRequest = z.input<typeof SynonymRequest>;

/** DELETE /cli/staff/search/synonyms/{id}. */
export const SynonymParam = z.object({ id: EntityIdParam });

export const Synonym = z.object({
  id: ReplyId,
  term: z.string(),
  synonyms: z.array(z.string()),
  updatedAt: z.string(),
});
export type Synonym = z.infer<typeof Synonym>;

/** GET /cli/staff/search/misses?days=&storeId=: the commonest searches that found nothing. */
export const SearchMissesQuery = z.object({
  days: z.coerce.number().int().min(1).max(90).default(30),
  storeId: EntityIdParam.optional(),
});
export type SearchMissesQuery = z.input<typeof SearchMissesQuery>;

export const SearchMiss = z.object({
  query: z.string(),
  count: z.number().int(),
  /** Stores it was searched in. */
  stores: z.number().int(),
  lastDay: z.string(),
});
export type SearchMiss = z.infer<typeof SearchMiss>;
