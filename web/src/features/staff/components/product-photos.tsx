import { PHOTO_TYPES } from '@spesa/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { FormFailure } from '@/shared/ui/form/form-failure';
import { useDeleteProductPhoto } from '../api/delete-product-photo';
import { useOrderProductPhotos } from '../api/order-product-photos';
import { useProductPhotos } from '../api/product-photos';
import { useUploadProductPhoto } from '../api/upload-product-photo';
import { useStaffErrorText } from '../utils/staff-error';
import styles from './product-photos.module.css';

export interface ProductPhotosProps {
  barcode: string;
  description: string;
}

/**
 * Issue 31: the product's photos in the editor. A chosen file is uploaded at once; the server
 * reads its type from the bytes and answers a refusal in words, announced as an alert. The
 * first photo is the cards' one; without any the shop shows the drawn picture.
 */
export function ProductPhotos({ barcode, description }: ProductPhotosProps) {
  const { t } = useTranslation();
  const errorText = useStaffErrorText();
  const inputId = useId();
  const photos = useProductPhotos(barcode);
  const upload = useUploadProductPhoto(barcode);
  const remove = useDeleteProductPhoto(barcode);
  const reorder = useOrderProductPhotos(barcode);
  const [status, setStatus] = useState('');
  const busy = upload.isPending || remove.isPending || reorder.isPending;
  const failed = [upload, remove, reorder].find((m) => m.isError)?.error;
  const list = photos.data ?? [];
  const resetOthers = (keep: { reset(): void }) =>
    [upload, remove, reorder].filter((m) => m !== keep).forEach((m) => m.reset());

  return (
    <section className={styles.photos} aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`} className={styles.title}>
        {t('staff.products.photos.title')}
      </h3>
      <p className={styles.hint}>
        {list.length > 0 ? t('staff.products.photos.intro') : t('staff.products.photos.none')}
      </p>
      {list.length > 0 ? (
        <ol className={styles.list}>
          {list.map((photo, index) => (
            <li key={photo.sha256} className={styles.item}>
              <img
                src={photo.url}
                alt={t('staff.products.photos.alt', { number: index + 1, name: description })}
                width={96}
                height={96}
                className={styles.thumb}
              />
              <span className={styles.facts}>
                {index === 0 ? <strong>{t('staff.products.photos.main')} · </strong> : null}
                {t('staff.products.photos.size', { width: photo.width, height: photo.height })}
              </span>
              {index > 0 ? (
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => {
                    resetOthers(reorder);
                    const rest = list.filter((p) => p.sha256 !== photo.sha256);
                    reorder.mutate([photo.sha256, ...rest.map((p) => p.sha256)], {
                      onSuccess: () => setStatus(t('staff.products.photos.madeMain')),
                    });
                  }}
                >
                  {t('staff.products.photos.makeMain', { number: index + 1 })}
                </Button>
              ) : null}
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => {
                  resetOthers(remove);
                  remove.mutate(photo.sha256, {
                    onSuccess: () => setStatus(t('staff.products.photos.deleted')),
                  });
                }}
              >
                {t('staff.products.photos.remove', { number: index + 1 })}
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={inputId}>{t('staff.products.photos.add')}</label>
        <input
          id={inputId}
          className={styles.file}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          aria-describedby={`${inputId}-hint`}
          disabled={busy}
          onChange={(event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            if (!file) return;
            resetOthers(upload);
            setStatus(t('staff.products.photos.uploading'));
            upload.mutate(file, {
              onSuccess: () => setStatus(t('staff.products.photos.uploaded')),
              onError: () => setStatus(''),
              // The same file may be chosen again after a refusal or a deletion.
              onSettled: () => {
                input.value = '';
              },
            });
          }}
        />
        <p id={`${inputId}-hint`} className={styles.hint}>
          {t('staff.products.photos.hint')}
        </p>
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {failed ? <FormFailure>{errorText(failed)}</FormFailure> : null}
    </section>
  );
}
