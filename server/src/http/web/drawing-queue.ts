import pLimit from 'p-limit';

/** Drawings running or waiting beyond which a new one is not started: the shell goes instead. */
const MAX_QUEUED = 4;
/** How long a navigation waits for its drawing before the shell goes instead (it still finishes and is kept). */
const WAIT_MS = 300;

/**
 * The drawings of first screens, one at a time (the app's modules hold the request's store
 * while one draws), in a short queue: a drawing already under way for the same page is
 * shared, a new one beyond MAX_QUEUED is not started, and no navigation waits more than
 * WAIT_MS. Every answer of null means "send the shell", which is always a right answer: a
 * burst of pages nobody asked before costs the shop a few drawings, not a queue of them on
 * the thread every other request needs.
 */
export function createDrawingQueue<T>(limits = { maxQueued: MAX_QUEUED, waitMs: WAIT_MS }) {
  const limit = pLimit(1);
  const underWay = new Map<string, Promise<T | null>>();
  return {
    draw(key: string, work: () => Promise<T | null>): Promise<T | null> {
      let drawing = underWay.get(key);
      if (!drawing) {
        if (limit.activeCount + limit.pendingCount >= limits.maxQueued) {
          return Promise.resolve(null);
        }
        drawing = limit(work)
          .catch(() => null)
          .finally(() => underWay.delete(key));
        underWay.set(key, drawing);
      }
      return within(drawing, limits.waitMs);
    },
  };
}

/** The drawing if it ends within `ms`, else null. */
function within<T>(drawing: Promise<T | null>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([drawing, late]).finally(() => clearTimeout(timer));
}
