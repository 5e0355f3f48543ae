/** A Chromium trace event, as Tracing.dataCollected / browser.stopTracing hands them out. */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: {
      url?: string;
      documentLoaderURL?: string;
      requestId?: string;
      finishTime?: number;
      size?: number;
    };
    frame?: string;
  };
}

// Main-thread work by kind: the names Chromium gives the slices inside a task.
const KINDS: Record<string, string> = {
  ParseHTML: 'html',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'v8.produceModuleCache': 'compile',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  MajorGC: 'gc',
  MinorGC: 'gc',
};

const ms = (us: number) => Math.round(us / 1000);

/**
 * What the page waited for, read from a trace: each request's start and end, the main thread's
 * long tasks with what filled them, and FCP/LCP, all in ms from the navigation's start.
 */
export function summariseTrace(events: TraceEvent[]): string[] {
  // The page's navigation (the browser's own pages, such as the omnibox popup, trace too).
  const nav = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  const mainTid = nav;
  const start = nav?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const lines: string[] = [];
  const requests = new Map<string, { url: string; sent: number; end?: number }>();
  for (const e of events) {
    const id = e.args?.data?.requestId;
    if (!id) continue;
    if (e.name === 'ResourceSendRequest' && e.args?.data?.url?.startsWith('http'))
      requests.set(id, { url: e.args.data.url, sent: e.ts });
    const request = requests.get(id);
    if (!request) continue;
    if (e.name === 'ResourceFinish')
      request.end = e.args?.data?.finishTime ? e.args.data.finishTime * 1e6 : e.ts;
  }
  // finishTime is the network's own clock (seconds); the event's ts is when the page heard of it.
  lines.push('requests (sent → done, ms):');
  for (const r of [...requests.values()].sort((a, b) => a.sent - b.sent)) {
    const path = r.url.replace(/^https?:\/\/[^/]+/, '');
    const at = (t?: number) => (t === undefined ? '?' : String(ms(t - start)));
    lines.push(`  ${at(r.sent)} → ${at(r.end)}  ${path.slice(0, 90)}`);
  }
  for (const e of events) {
    if (e.name === 'firstContentfulPaint') lines.push(`FCP mark at ${ms(e.ts - start)} ms`);
    if (e.name === 'largestContentfulPaint::Candidate')
      lines.push(`LCP candidate at ${ms(e.ts - start)} ms ${JSON.stringify(e.args?.data)}`);
  }
  if (!mainTid) return lines;
  const main = events.filter(
    (e) => e.pid === mainTid.pid && e.tid === mainTid.tid && e.ph === 'X' && e.ts >= start,
  );
  const totals: Record<string, number> = {};
  for (const e of main) {
    const kind = KINDS[e.name];
    if (kind) totals[kind] = (totals[kind] ?? 0) + (e.dur ?? 0);
  }
  const tasks = main.filter((e) => e.name === 'RunTask');
  const busy = tasks.reduce((sum, e) => sum + (e.dur ?? 0), 0);
  lines.push(
    `main thread busy ${ms(busy)} ms; nested work by kind (ms): ${Object.entries(totals)
      .map(([k, v]) => `${k} ${ms(v)}`)
      .join(', ')}`,
  );
  lines.push('main-thread tasks over 50 ms (start, duration, largest slices):');
  for (const task of tasks.filter((e) => (e.dur ?? 0) > 50_000)) {
    const end = task.ts + (task.dur ?? 0);
    const inside = main
      .filter((e) => e !== task && KINDS[e.name] && e.ts >= task.ts && e.ts < end)
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 3)
      .map((e) => `${e.name} ${ms(e.dur ?? 0)}`);
    lines.push(`  ${ms(task.ts - start)} +${ms(task.dur ?? 0)}: ${inside.join(', ')}`);
  }
  return lines;
}
