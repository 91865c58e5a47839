/** A Chromium trace summed up: where the page's main thread spent its time, by event. */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/** Self time per event name on the renderer's main thread (complete events, nested ones taken out of their parent). */
export function mainThreadSelfTimes(events: readonly TraceEvent[]): { name: string; ms: number }[] {
  const mains = events.filter((event) => event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain");
  const busiest = mains
    .map((main) => ({ main, busy: events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === "X").reduce((sum, event) => sum + (event.dur ?? 0), 0) }))
    .sort((a, b) => b.busy - a.busy)[0]?.main;
  if (!busiest) return [];
  const complete = events
    .filter((event) => event.pid === busiest.pid && event.tid === busiest.tid && event.ph === "X" && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const open: { end: number; name: string }[] = [];
  for (const event of complete) {
    while (open.length > 0 && (open.at(-1)?.end ?? 0) <= event.ts) open.pop();
    const duration = event.dur ?? 0;
    const parent = open.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - duration);
    self.set(event.name, (self.get(event.name) ?? 0) + duration);
    open.push({ end: event.ts + duration, name: event.name });
  }
  return [...self].map(([name, us]) => ({ name, ms: us / 1000 })).sort((a, b) => b.ms - a.ms);
}
