import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { SVG_HEADERS } from './svg-text';

/**
 * The shop draws its pictures (products, banners) as SVG from its own data, and serves them as
 * WebP by default (issue 15): a browser parses every SVG <img> as a document of its own on the
 * page's main thread (about 30-200 ms each on a phone's CPU, before the page itself is parsed),
 * while a raster picture decodes off the main thread. The SVG stays available at its own name.
 */
export const PictureFile = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{1,80}\.(svg|webp)$/),
});

/** `:file` as `name.svg` or `name.webp`: the name and the format; else a missing picture. */
export function parsePictureFile(params: unknown): { name: string; format: 'svg' | 'webp' } {
  const parsed = PictureFile.safeParse(params);
  if (!parsed.success) throw new AppError('NOT_FOUND');
  const { file } = parsed.data;
  const dot = file.lastIndexOf('.');
  return { name: file.slice(0, dot), format: file.endsWith('.svg') ? 'svg' : 'webp' };
}

// Drawn pictures by their SVG text and width: the text is the picture's whole input, so a changed
// product or banner is a new key and nothing kept here can be stale. About 3-13 KB each.
const drawn = new LRUCache<string, Buffer>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (webp, key) => webp.length + key.length,
});

// libuv's four threads also compress replies and read files: pictures take at most two of them.
const drawingSlots = pLimit(2);

/** New drawings one client (address) may have waiting or under way; past it, 429. */
const PER_CLIENT_QUEUE = 16;

/**
 * Each client's new drawings wait on a queue of its own and take one of the two slots at a
 * time (issue 25): a flood of new pictures from one address cannot hold both, so another
 * shopper's new picture takes the other slot at once.
 */
const clientQueues = new Map<string, ReturnType<typeof pLimit>>();

function forClient<T>(client: string, work: () => Promise<T>): Promise<T> {
  let queue = clientQueues.get(client);
  if (!queue) {
    queue = pLimit(1);
    clientQueues.set(client, queue);
  }
  if (queue.activeCount + queue.pendingCount >= PER_CLIENT_QUEUE) {
    return Promise.reject(new AppError('TOO_MANY_REQUESTS'));
  }
  const own = queue;
  return own(work).finally(() => {
    if (own.activeCount + own.pendingCount === 0 && clientQueues.get(client) === own) {
      clientQueues.delete(client);
    }
  });
}

/**
 * Image work (a drawing, an uploaded photo's variant) on the asking client's queue and one of
 * the two slots, as every picture the shop makes: photos and drawings share the same limits.
 */
export function pictureWork<T>(client: string, work: () => Promise<T>): Promise<T> {
  return forClient(client, () => drawingSlots(work));
}

function rasterise(svg: string, naturalWidth: number, width: number, client: string) {
  // The vector drawn at the density of the wanted width, so text and edges stay sharp.
  return pictureWork(client, () =>
    sharp(Buffer.from(svg), { density: (72 * width) / naturalWidth })
      .resize({ width })
      .webp({ quality: 80 })
      .toBuffer(),
  );
}

// Pictures being drawn: a page's many requests for one new picture wait for one drawing.
const inProgress = new Map<string, Promise<Buffer>>();

/**
 * The picture as WebP at `width`, drawn once per process and kept while it is asked for; a
 * new drawing waits on the queue of `client` (the asking address).
 */
export function webpPicture(
  svg: string,
  naturalWidth: number,
  width: number,
  client = 'local',
): Promise<Buffer> {
  const key = `${width}\n${svg}`;
  const kept = drawn.get(key);
  if (kept) return Promise.resolve(kept);
  let job = inProgress.get(key);
  if (!job) {
    job = rasterise(svg, naturalWidth, width, client)
      .then((webp) => {
        drawn.set(key, webp);
        return webp;
      })
      .finally(() => inProgress.delete(key));
    inProgress.set(key, job);
  }
  return job;
}

/** Sends a drawn picture in the asked format; they change only with the data, so a day's cache. */
export async function sendPicture(
  reply: FastifyReply,
  picture: { svg: string; naturalWidth: number; format: 'svg' | 'webp'; width: number },
) {
  if (picture.format === 'svg') return reply.headers(SVG_HEADERS).send(picture.svg);
  const webp = await webpPicture(
    picture.svg,
    picture.naturalWidth,
    picture.width,
    reply.request.ip,
  );
  return reply
    .headers({ 'content-type': 'image/webp', 'cache-control': SVG_HEADERS['cache-control'] })
    .send(webp);
}
