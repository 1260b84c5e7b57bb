type Translate = (key: string, options?: Record<string, unknown>) => string;

/** How long ago a handset was heard from, in its largest unit: 'just now', '3 min ago', '2 h ago', '4 d ago'. */
export function agoText(epochSeconds: number, nowMs: number, translate: Translate): string {
  const seconds = Math.max(0, Math.floor(nowMs / 1000 - epochSeconds));
  const ago = (unit: string, count: number) => translate(`patrol.devices.ago.${unit}`, { count });
  if (seconds < 10) return translate('patrol.devices.ago.justNow');
  if (seconds < 60) return ago('seconds', seconds);
  if (seconds < 3600) return ago('minutes', Math.floor(seconds / 60));
  if (seconds < 86_400) return ago('hours', Math.floor(seconds / 3600));
  return ago('days', Math.floor(seconds / 86_400));
}
