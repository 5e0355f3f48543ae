import type { QueryClient } from '@tanstack/react-query';

/** Resolves true once the client has no call in flight, false if that takes over `timeoutMs`. */
export function whenIdle(client: QueryClient, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) return resolve(true);
    const timer = setTimeout(() => {
      unsubscribe();
      resolve(false);
    }, timeoutMs);
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() !== 0) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(true);
    });
  });
}
