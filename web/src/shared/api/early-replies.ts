/**
 * Replies to GET calls sent before the app ran (by index.html's first script, see
 * app/first-screen/early-requests.ts), kept by URL until the API client's first call of it.
 * Imports nothing: that script bundles this file.
 */
const EARLY_KEY = '__spesaEarlyReplies';

type EarlyReplies = Map<string, Promise<Response>>;

export function keepEarlyReplies(replies: EarlyReplies): void {
  (globalThis as Record<string, unknown>)[EARLY_KEY] = replies;
}

/** The early reply to `url`, once: later calls of the same URL go to the network. */
export function takeEarlyReply(url: string): Promise<Response> | undefined {
  const replies = (globalThis as Record<string, unknown>)[EARLY_KEY] as EarlyReplies | undefined;
  const reply = replies?.get(url);
  replies?.delete(url);
  return reply;
}
