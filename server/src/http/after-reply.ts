import type { FastifyBaseLogger } from 'fastify';

const pending = new Set<Promise<void>>();

/**
 * Runs work once the reply has gone out (a handler's answer is written in the microtasks after
 * it returns, before the next turn of the event loop), so the work's time is not in the answer.
 * A failure is logged: the client was already answered.
 */
export function afterReply(log: Pick<FastifyBaseLogger, 'error'>, work: () => Promise<void>): void {
  const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((err: unknown) => log.error({ err }, 'work after the reply failed'))
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves once the work started so far has ended: shutdown and tests wait for it. */
export async function workAfterReplies(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
