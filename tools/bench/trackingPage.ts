/**
 * What the instrumented Tracking page records, installed before the console loads: when each canvas stroke is
 * made (the path is one stroke on Leaflet's canvas), the Event Timing of each interaction (from the input to
 * the next frame painted, the time a click waits to be answered), the main thread's long tasks, and when the
 * playback status changes. Times are the page's performance clock.
 */
export interface PageRecord {
  strokes: number[];
  clicks: { at: number; label: string | null }[];
  interactions: { start: number; duration: number; label: string | null }[];
  longTasks: { start: number; duration: number }[];
  /** When the playback status last changed, and to what. */
  status: { at: number; text: string }[];
}

declare global {
  interface Window {
    __bench: PageRecord;
  }
}

/** Runs in the page (serialised by playwright's addInitScript): nothing from outside this function. */
export function instrument() {
  const record: PageRecord = { strokes: [], clicks: [], interactions: [], longTasks: [], status: [] };
  window.__bench = record;
  performance.setResourceTimingBufferSize(10_000);
  const stroke = CanvasRenderingContext2D.prototype.stroke as (
    this: CanvasRenderingContext2D,
    ...args: unknown[]
  ) => void;
  CanvasRenderingContext2D.prototype.stroke = function (this: CanvasRenderingContext2D, ...args: unknown[]) {
    record.strokes.push(performance.now());
    stroke.apply(this, args);
  };

  const labelOf = (target: EventTarget | null) =>
    target instanceof Element
      ? (target.closest('button')?.getAttribute('aria-label') ?? target.closest('button')?.textContent ?? null)
      : null;
  document.addEventListener(
    'click',
    (event) => record.clicks.push({ at: event.timeStamp, label: labelOf(event.target) }),
    true,
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      record.interactions.push({ start: entry.startTime, duration: entry.duration, label: labelOf(entry.target) });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    const status = document.querySelector('[data-testid="playback-status"]')?.textContent ?? '';
    if (status !== record.status.at(-1)?.text) record.status.push({ at: performance.now(), text: status });
  }).observe(document, { subtree: true, childList: true, characterData: true });
}
