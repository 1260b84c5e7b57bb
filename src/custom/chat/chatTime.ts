import { format, fromUnixTime } from 'date-fns';

/** A chat message's time as the spec writes it: 'HH:mm - MM/DD', in the user's own time zone. */
export const chatTime = (createdAt: number): string => format(fromUnixTime(createdAt), 'HH:mm - MM/dd');
