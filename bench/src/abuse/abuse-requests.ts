import { LANGUAGE_COOKIE, STORE_COOKIE, deliveryModes, storeChoiceValue } from '@spesa/contracts';
import type { BurstRequest } from './burst';

/** A fixed pseudo-random sequence, so every run sends the same burst. */
export function rng(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

const junk = (r: () => number) => Math.floor(r() * 2 ** 31).toString(36);

/** The home page as one shopper who chose a store: the same cookies each time (kept pages). */
export function keptRequest(storeId: number): BurstRequest {
  const choice = storeChoiceValue({ id: String(storeId), name: 'Spesa', delivery: 'IN_STORE' });
  return { path: '/app/home', cookie: `${STORE_COOKIE}=${choice}; ${LANGUAGE_COOKIE}=it` };
}

/**
 * The home page with cookies nobody sent before: half junk, half a real store id under a
 * made-up name and a random mode, any language value, and a made-up query parameter.
 */
export function distinctRequests(storeIds: readonly number[], seed = 25) {
  const r = rng(seed);
  return (): BurstRequest => {
    const store =
      r() < 0.5
        ? junk(r)
        : storeChoiceValue({
            id: String(storeIds[Math.floor(r() * storeIds.length)] ?? 1),
            name: `Store ${junk(r)}`,
            delivery: deliveryModes[Math.floor(r() * deliveryModes.length)] ?? null,
          });
    const language = r() < 0.5 ? junk(r) : r() < 0.5 ? 'en' : 'it';
    return {
      path: `/app/home?${junk(r)}=${junk(r)}`,
      cookie: `${STORE_COOKIE}=${store}; ${LANGUAGE_COOKIE}=${language}`,
    };
  };
}
