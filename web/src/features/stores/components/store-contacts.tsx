import type { Store } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { telHref } from '../utils/store-format';
import styles from './store-detail.module.css';

/** Phone, e-mail, further contacts and the website, each as a working link. */
export function StoreContacts({ store }: { store: Store }) {
  const { t } = useTranslation();
  // Phone and e-mail are already the store's own fields; the list adds the rest.
  const extra = store.contacts.filter(
    (contact) => contact.type !== 'phone' && contact.type !== 'email',
  );
  const newTab = t('storeLocator.detail.newTab');
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{t('storeLocator.detail.contacts')}</h3>
      <dl className={styles.pairs}>
        {store.phone ? (
          <div>
            <dt>{t('storeLocator.detail.phone')}</dt>
            <dd>
              <a href={telHref(store.phone)}>{store.phone}</a>
            </dd>
          </div>
        ) : null}
        {store.email ? (
          <div>
            <dt>{t('storeLocator.detail.email')}</dt>
            <dd>
              <a href={`mailto:${store.email}`}>{store.email}</a>
            </dd>
          </div>
        ) : null}
        {extra.map((contact) => (
          <div key={`${contact.type}-${contact.value}`}>
            <dt>
              {contact.type === 'whatsapp' ? t('storeLocator.detail.whatsapp') : contact.type}
            </dt>
            <dd>
              {contact.type === 'whatsapp' ? (
                <a href={telHref(contact.value)}>{contact.value}</a>
              ) : (
                contact.value
              )}
            </dd>
          </div>
        ))}
        {store.webUrl ? (
          <div>
            <dt>{t('storeLocator.detail.website')}</dt>
            <dd>
              <a href={store.webUrl} target="_blank" rel="noopener noreferrer">
                {store.webUrl.replace(/^https?:\/\//, '')}
                <span className="visually-hidden"> {newTab}</span>
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
