import { LRUCache } from 'lru-cache';
import { pictureWork } from '../content';
import { renderWebp } from './photo-render';

// Variants by `{sha256}-{width}`: the key names the content, so nothing kept can be stale.
// A 400 px photo is about 10-30 KB, a 1200 px one 60-150 KB.
const variants = new LRUCache<string, Buffer>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (webp) => webp.length,
});

// Variants being made: a page's many requests for one new variant wait for one rendering.
const inProgress = new Map<string, Promise<Buffer | null>>();

const keyOf = (sha256: string, width: number) => `${sha256}-${width}`;

/** Keeps a variant made elsewhere (the upload's preview). */
export function keepVariant(sha256: string, width: number, webp: Buffer): void {
  variants.set(keyOf(sha256, width), webp);
}

export interface VariantSource {
  /** The original's bytes, or null when no product has this photo. */
  original(sha256: string): Promise<Buffer | null>;
  maxPixels: number;
}

/**
 * The photo as WebP at `width`, made once per process from the original in PostgreSQL (so any
 * process serves any photo) and kept while asked for; null for a photo that does not exist.
 */
export function photoVariant(
  source: VariantSource,
  sha256: string,
  width: number,
  client: string,
): Promise<Buffer | null> {
  const key = keyOf(sha256, width);
  const kept = variants.get(key);
  if (kept) return Promise.resolve(kept);
  let job = inProgress.get(key);
  if (!job) {
    job = source
      .original(sha256)
      .then(async (original) => {
        if (!original) return null;
        const webp = await pictureWork(client, () => renderWebp(original, width, source.maxPixels));
        variants.set(key, webp);
        return webp;
      })
      .finally(() => inProgress.delete(key));
    inProgress.set(key, job);
  }
  return job;
}

/** Tests: forget every kept variant, as a freshly started process. */
export function forgetVariants(): void {
  variants.clear();
}
