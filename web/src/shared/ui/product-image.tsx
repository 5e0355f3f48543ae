import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_SIZES, photoSrcSet } from './photo-src-set';
import styles from './product-image.module.css';

export interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /**
   * Among the first on screen (the likely largest paint): fetched at once with high priority.
   * The others load lazily as they scroll near.
   */
  priority?: boolean;
  /** How wide the picture shows, for an uploaded photo's `srcset` (a card's by default). */
  sizes?: string;
}

/**
 * A square product photo that turns into a neutral placeholder when missing or broken. An
 * uploaded photo (issue 31) comes with every width in `srcset`; its box is square whatever the
 * photo's shape (contained), so the width and height given keep the layout from shifting.
 */
export function ProductImage({
  src,
  alt,
  className,
  priority = false,
  sizes = CARD_SIZES,
}: ProductImageProps) {
  const { t } = useTranslation();
  // Remembering which URL failed lets a new src retry without an effect to reset state.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = [styles.frame, className].filter(Boolean).join(' ');

  if (!src || failedSrc === src) {
    return (
      <div
        className={`${classes} ${styles.placeholder}`}
        role="img"
        aria-label={`${alt} (${t('product.imagePlaceholder')})`}
        data-placeholder="true"
      >
        <svg viewBox="0 0 48 48" aria-hidden="true" className={styles.icon}>
          <path d="M14 18h20l-2.2 16.3a3 3 0 0 1-3 2.7h-9.6a3 3 0 0 1-3-2.7z" />
          <path d="M19 18a5 5 0 0 1 10 0" fill="none" strokeWidth="2.5" />
        </svg>
      </div>
    );
  }

  const srcSet = photoSrcSet(src);
  return (
    <div className={classes}>
      <img
        className={styles.image}
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={alt}
        width={240}
        height={240}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        // The first pictures paint in the same frame as the text around them (the largest paint).
        decoding={priority ? 'auto' : 'async'}
        onError={() => setFailedSrc(src)}
      />
    </div>
  );
}
