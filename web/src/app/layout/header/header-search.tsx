import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SEARCH_PATH, useGoToSearch } from '@/shared/hooks/use-go-to-search';
import { SearchIcon } from './header-icons';
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
 * AppHeader), which is what clears the box.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const goToSearch = useGoToSearch();
  const { pathname, search, state } = useLocation();
  const [text, setText] = useState(() => currentSearchText(pathname, search, state));
  const inputId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    goToSearch(text);
  }

  return (
    <form className={styles.form} role="search" onSubmit={onSubmit} data-testid="header-search">
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
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={styles.submit}>
        <SearchIcon className={styles.icon} />
        <span className="visually-hidden">{t('header.search.submit')}</span>
      </button>
    </form>
  );
}
