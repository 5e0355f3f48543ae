import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SUGGEST_FROM, useSuggestions } from '@/features/catalogue/api/get-suggestions';
import { useCatalogueStoreId } from '@/features/catalogue/hooks/use-catalogue-store-id';
import { SEARCH_PATH, useGoToSearch } from '@/shared/hooks/use-go-to-search';
import { SearchIcon } from './header-icons';
import { searchOptions, type SearchOption } from './search-options';
import { SearchSuggestionsList } from './search-suggestions';
import { useSearchCombobox } from './use-search-combobox';
import styles from './header-search.module.css';

interface SearchState {
  searchInput?: unknown;
}

/** On /search the box shows the text being searched, whether it came by state or by URL. */
function currentSearchText(pathname: string, search: string, state: unknown): string {
  if (pathname !== SEARCH_PATH) return '';
  const fromState = (state as SearchState | null)?.searchInput;
  if (typeof fromState === 'string') return fromState;
  return new URLSearchParams(search).get('q') ?? '';
}

/**
 * The header search form (spec 2). It submits to /search with the text both in the navigation
 * state and in `?q=`. The owner remounts it on each navigation away from /search (see
 * AppHeader), which is what clears the box. From the second character it suggests shelves and
 * products as an ARIA combobox (issue 16); Enter without a chosen line still searches.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const goToSearch = useGoToSearch();
  const navigate = useNavigate();
  const { pathname, search, state } = useLocation();
  const [text, setText] = useState(() => currentSearchText(pathname, search, state));
  const inputId = useId();
  const typing = text.trim().length >= SUGGEST_FROM;
  const { storeId } = useCatalogueStoreId(typing);
  const options = searchOptions(useSuggestions(storeId, text));
  const combobox = useSearchCombobox(options, choose, () => setText(''));

  function choose(option: SearchOption) {
    void navigate(option.to);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    combobox.close();
    // An exact EAN goes straight to its product once the suggestions know it.
    const scanned = options.find((o) => o.kind === 'product' && o.product.barcode === text.trim());
    if (scanned) choose(scanned);
    else goToSearch(text);
  }

  return (
    // Named, so it stays told apart from the home page's own search block (landmark-unique).
    <form
      className={styles.form}
      role="search"
      aria-label={t('header.search.label')}
      onSubmit={onSubmit}
      data-testid="header-search"
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('header.search.label')}
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="search"
        name="q"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('header.search.placeholder')}
        value={text}
        {...combobox.inputProps}
        onChange={(event) => {
          setText(event.target.value);
          combobox.typed();
        }}
      />
      <button type="submit" className={styles.submit}>
        <SearchIcon className={styles.icon} />
        <span className="visually-hidden">{t('header.search.submit')}</span>
      </button>
      {combobox.expanded ? (
        <SearchSuggestionsList
          listId={combobox.listId}
          options={options}
          active={combobox.active}
          optionId={combobox.optionId}
          onChoose={(option) => {
            combobox.close();
            choose(option);
          }}
        />
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {combobox.expanded ? t('header.search.available', { count: options.length }) : ''}
      </p>
    </form>
  );
}
