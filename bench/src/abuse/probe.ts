/**
 * Latencies of a JSON route asked by `probes` shoppers, each one request at a time, for as long
 * as some work runs (several, so a short burst still yields enough samples for a p99).
 */
export async function probeWhile<T>(
  url: string,
  work: Promise<T>,
  probes = 4,
): Promise<{ result: T; latencies: number[] }> {
  let done = false;
  const finished = work.finally(() => {
    done = true;
  });
  const latencies: number[] = [];
  const probe = async () => {
    while (!done) {
      const started = performance.now();
      const res = await fetch(url, { signal: AbortSignal.timeout(60_000) });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      latencies.push(performance.now() - started);
      // A shopper's pace, not a second burst: the probe measures, it does not load.
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const probing = Promise.all(Array.from({ length: probes }, probe));
  const result = await finished;
  await probing;
  return { result, latencies };
}

/** The q-quantile of some latencies (nearest rank), in milliseconds to a tenth. */
export function quantile(latencies: readonly number[], q: number): number {
  if (latencies.length === 0) return Number.NaN;
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return Math.round(at * 10) / 10;
}
