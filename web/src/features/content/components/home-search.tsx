import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoToSearch } from '@/shared/hooks/use-go-to-search';
import styles from './home-search.module.css';

/** The phone-sized search block of the home page; the desktop header has its own box. */
export function HomeSearch() {
  const { t } = useTranslation();
  const id = useId();
  const goToSearch = useGoToSearch();
  const [text, setText] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    goToSearch(text);
  }

  return (
    // Named by its label: the header's search landmark has another name (landmark-unique).
    <form className={styles.search} role="search" aria-labelledby={`${id}-label`} onSubmit={submit}>
      <label className="visually-hidden" htmlFor={id} id={`${id}-label`}>
        {t('homePage.search.label')}
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        name="q"
        enterKeyHint="search"
        placeholder={t('homePage.search.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={styles.button}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4" />
        </svg>
        <span className="visually-hidden">{t('homePage.search.submit')}</span>
      </button>
    </form>
  );
}
