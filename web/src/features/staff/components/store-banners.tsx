import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { notify } from '@/shared/ui/notify';
import { useCreateStoreBanner, useDeleteStoreBanner, useStoreBanners } from '../api/store-banners';
import { SetupFailure } from './setup-failure';
import styles from './setup.module.css';
import { SetupField } from './setup-field';

/** A day of the form as an instant: the start of the first day, the end of the last. */
function instantOf(day: string, end: boolean): string | null {
  if (day === '') return null;
  return new Date(`${day}T${end ? '23:59:59' : '00:00:00'}`).toISOString();
}

const dayOf = (instant: string | null) => (instant ? instant.slice(0, 10) : null);

/** The store's own banners on its home page: listed, added, deleted. */
export function StoreBanners({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const banners = useStoreBanners(storeId);
  const create = useCreateStoreBanner(storeId);
  const remove = useDeleteStoreBanner(storeId);
  const [title, setTitle] = useState('');
  const [link, setLink] = useState('');
  const [validFrom, setValidFrom] = useState('');
  const [validTo, setValidTo] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    remove.reset();
    const draft = {
      title,
      link: link.trim() === '' ? null : link.trim(),
      validFrom: instantOf(validFrom, false),
      validTo: instantOf(validTo, true),
    };
    create.mutate(draft, {
      onSuccess: () => {
        notify.success(t('staff.setup.banners.added', { title }));
        setTitle('');
        setLink('');
        setValidFrom('');
        setValidTo('');
      },
    });
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('staff.setup.banners.title')}
      </h2>
      {banners.isPending ? <Spinner label={t('staff.setup.loading')} /> : null}
      {banners.isError ? <SetupFailure error={banners.error} /> : null}
      {banners.data?.length === 0 ? (
        <p className={styles.hint}>{t('staff.setup.banners.none')}</p>
      ) : null}
      {banners.data && banners.data.length > 0 ? (
        <ul className={styles.list} aria-label={t('staff.setup.banners.title')}>
          {banners.data.map((banner) => (
            <li key={banner.id} className={styles.row}>
              <div className={styles.rowHead}>
                <p className={styles.rowTitle}>{banner.title}</p>
                <p className={styles.hint}>
                  {banner.link ?? t('staff.setup.banners.noLink')} ·{' '}
                  {t('staff.setup.banners.validity', {
                    from: dayOf(banner.validFrom) ?? '—',
                    to: dayOf(banner.validTo) ?? '—',
                  })}
                </p>
              </div>
              <Button
                variant="secondary"
                className={styles.bigButton}
                disabled={remove.isPending}
                aria-label={t('staff.setup.banners.delete', { title: banner.title })}
                onClick={() => {
                  create.reset();
                  remove.mutate(banner.id);
                }}
              >
                {t('staff.setup.delete')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {remove.isError ? <SetupFailure error={remove.error} /> : null}
      <form className={styles.form} onSubmit={onSubmit} aria-label={t('staff.setup.banners.add')}>
        <SetupField
          label={t('staff.setup.banners.titleField')}
          required
          maxLength={80}
          value={title}
          onChange={setTitle}
        />
        <SetupField
          label={t('staff.setup.banners.link')}
          maxLength={300}
          placeholder="/app/..."
          value={link}
          onChange={setLink}
        />
        <SetupField
          label={t('staff.setup.banners.validFrom')}
          type="date"
          value={validFrom}
          onChange={setValidFrom}
        />
        <SetupField
          label={t('staff.setup.banners.validTo')}
          type="date"
          value={validTo}
          onChange={setValidTo}
        />
        <Button type="submit" className={styles.bigButton} disabled={create.isPending}>
          {t('staff.setup.banners.add')}
        </Button>
        {create.isError ? <SetupFailure error={create.error} /> : null}
      </form>
    </section>
  );
}
