import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { notify } from '@/shared/ui/notify';
import { Spinner } from '@/shared/ui/spinner';
import { useDeleteSynonym, useSaveSynonym, useSynonyms } from '../api/search-admin';
import { useStaffStore } from '../stores/staff-store';
import { SetupFailure } from './setup-failure';
import { SetupField } from './setup-field';
import styles from './setup.module.css';
import report from './search-report.module.css';

/** Words shoppers type and what they should also find; chain-wide, so an administrator edits. */
export function SearchSynonyms() {
  const { t } = useTranslation();
  const titleId = useId();
  const isAdmin = useStaffStore((s) => s.session?.role === 'ADMIN');
  const synonyms = useSynonyms();
  const save = useSaveSynonym();
  const remove = useDeleteSynonym();
  const [term, setTerm] = useState('');
  const [words, setWords] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    remove.reset();
    const list = words
      .split(',')
      .map((w) => w.trim())
      .filter(Boolean);
    save.mutate(
      { term: term.trim(), synonyms: list },
      {
        onSuccess: (saved) => {
          notify.success(t('staff.search.synonyms.saved', { term: saved.term }));
          setTerm('');
          setWords('');
        },
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('staff.search.synonyms.title')}
      </h2>
      <p className={styles.hint}>{t('staff.search.synonyms.intro')}</p>
      {synonyms.isPending ? <Spinner label={t('staff.setup.loading')} /> : null}
      {synonyms.isError ? <SetupFailure error={synonyms.error} /> : null}
      {synonyms.data && synonyms.data.length > 0 ? (
        <ul className={styles.list} aria-label={t('staff.search.synonyms.title')}>
          {synonyms.data.map((s) => (
            <li key={s.id} className={styles.row}>
              <div className={styles.rowHead}>
                <p className={styles.rowTitle}>{s.term}</p>
                <p className={report.synonyms}>→ {s.synonyms.join(', ')}</p>
              </div>
              {isAdmin ? (
                <Button
                  variant="secondary"
                  className={styles.bigButton}
                  disabled={remove.isPending}
                  aria-label={t('staff.search.synonyms.delete', { term: s.term })}
                  onClick={() => {
                    save.reset();
                    remove.mutate(s.id);
                  }}
                >
                  {t('staff.setup.delete')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {remove.isError ? <SetupFailure error={remove.error} /> : null}
      {isAdmin ? (
        <form
          className={styles.form}
          onSubmit={onSubmit}
          aria-label={t('staff.search.synonyms.add')}
        >
          <SetupField
            label={t('staff.search.synonyms.term')}
            required
            maxLength={60}
            value={term}
            onChange={setTerm}
          />
          <SetupField
            label={t('staff.search.synonyms.words')}
            required
            maxLength={300}
            placeholder="ciliegino, datterini"
            value={words}
            onChange={setWords}
          />
          <Button type="submit" className={styles.bigButton} disabled={save.isPending}>
            {t('staff.search.synonyms.add')}
          </Button>
        </form>
      ) : (
        <p className={styles.hint}>{t('staff.search.synonyms.adminOnly')}</p>
      )}
      {save.isError ? <SetupFailure error={save.error} /> : null}
    </section>
  );
}
