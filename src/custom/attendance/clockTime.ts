import { format } from 'date-fns';

/** Epoch seconds as the spec writes attendance times, YYYY-MM-DD HH:mm (the console's local time); null stays null. */
export const clockTime = (epochSeconds: number | null | undefined): string | null =>
  typeof epochSeconds === 'number' ? format(new Date(epochSeconds * 1000), 'yyyy-MM-dd HH:mm') : null;
