/** One request of a burst: the path (with its query) and its cookie header. */
export interface BurstRequest {
  path: string;
  cookie: string;
}

export interface BurstResult {
  sent: number;
  /** Answers carrying a server-drawn screen; the others got the plain shell (or failed). */
  drawn: number;
  failed: number;
  ms: number;
}

/**
 * `count` requests to the server on loopback, `concurrency` at a time, none started after
 * `deadlineMs` and none waited on longer than `timeoutMs`: bounded in number and in time.
 */
export async function runBurst(
  origin: string,
  count: number,
  concurrency: number,
  next: (index: number) => BurstRequest,
  limits: { deadlineMs: number; timeoutMs: number },
): Promise<BurstResult> {
  const started = performance.now();
  const deadline = Date.now() + limits.deadlineMs;
  let index = 0;
  let drawn = 0;
  let failed = 0;
  const worker = async () => {
    while (index < count && Date.now() < deadline) {
      const request = next(index++);
      try {
        const res = await fetch(`${origin}${request.path}`, {
          headers: { cookie: request.cookie, accept: 'text/html' },
          signal: AbortSignal.timeout(limits.timeoutMs),
        });
        const body = await res.text();
        if (res.status !== 200) failed++;
        else if (body.includes('data-drawn-screen')) drawn++;
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { sent: index, drawn, failed, ms: performance.now() - started };
}
