import { format, fromUnixTime } from 'date-fns';

/** A time the handset reported (epoch seconds), with its date: a handset may have been silent for days. */
export const deviceTime = (epochSeconds: number): string => format(fromUnixTime(epochSeconds), 'd MMM yyyy, HH:mm:ss');
