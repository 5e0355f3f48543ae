import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductImage } from '@/shared/ui/product-image';
import { photoSrcSet } from '@/shared/ui/photo-src-set';
import styles from './product-gallery.module.css';

/** The large picture: the screen's width less margins on a phone, 28rem at most. */
const MAIN_SIZES = '(min-width: 32rem) 28rem, calc(100vw - 2rem)';

export interface ProductGalleryProps {
  images: string[];
  fallback: string;
  description: string;
}

/** The product's photos with selectable thumbnails, or its single image. */
export function ProductGallery({ images, fallback, description }: ProductGalleryProps) {
  const { t } = useTranslation();
  const photos = images.length > 0 ? images : [fallback];
  const [selected, setSelected] = useState(0);
  const current = photos[Math.min(selected, photos.length - 1)];

  return (
    <div className={styles.gallery}>
      <ProductImage
        src={current}
        alt={description}
        className={styles.main}
        sizes={MAIN_SIZES}
        priority
      />
      {photos.length > 1 ? (
        <ul className={styles.thumbs} aria-label={t('productDetail.gallery')}>
          {photos.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={index === selected}
                aria-label={t('productDetail.showImage', { number: index + 1 })}
                onClick={() => setSelected(index)}
              >
                <img
                  src={src}
                  srcSet={photoSrcSet(src)}
                  sizes="64px"
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
