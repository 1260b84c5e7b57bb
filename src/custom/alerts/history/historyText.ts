type Translate = (key: string, options?: Record<string, unknown>) => string;

/** How long an answer took, to the second under an hour, then to the minute, then to the hour. */
export function responseTime(seconds: number, translate: Translate): string {
  const key = 'patrol.alertHistory.duration';
  if (seconds < 60) return translate(`${key}.seconds`, { seconds });
  if (seconds < 3_600) return translate(`${key}.minutes`, { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
  if (seconds < 86_400) {
    return translate(`${key}.hours`, {
      hours: Math.floor(seconds / 3_600),
      minutes: Math.floor((seconds % 3_600) / 60),
    });
  }
  return translate(`${key}.days`, {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3_600),
  });
}
