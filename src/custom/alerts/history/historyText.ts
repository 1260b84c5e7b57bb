import { format } from 'date-fns';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The alerts' time format with the year, as a history spans months: HH:mm DD/MM/YYYY. */
export const historyTime = (seconds: number | null): string =>
  seconds === null ? '' : format(new Date(seconds * 1000), 'HH:mm dd/MM/yyyy');

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
