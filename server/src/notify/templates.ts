/** The subject and body of every notification the server sends: to site contacts, and account mail. */

export interface Notification {
  subject: string;
  body: string;
}

interface Point {
  latitude?: number | null;
  longitude?: number | null;
}

/** Where it happened, when the handset said (empty otherwise). */
const at = (point: Point) =>
  point.latitude != null && point.longitude != null
    ? ` at ${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`
    : '';
/** The handset by its name. */
const handset = (deviceName: string | null | undefined) => deviceName ?? 'A handset';
/** A plan's window as HH:mm–HH:mm UTC. */
const window = (start: Date, end: Date) =>
  `${start.toISOString().slice(11, 16)}–${end.toISOString().slice(11, 16)} UTC`;

export const TEMPLATES = {
  panic: (site: string, deviceName: string | null | undefined, point: Point): Notification => ({
    subject: `PANIC at ${site}`,
    body: `${handset(deviceName)} raised a panic at ${site}${at(point)}.`,
  }),
  pleaseCall: (site: string, deviceName: string | null | undefined): Notification => ({
    subject: `Please call: ${site}`,
    body: `${handset(deviceName)} at ${site} asks to be called back.`,
  }),
  batteryLow: (site: string, deviceName: string | null | undefined, batteryStatus: number): Notification => ({
    subject: `Battery low: ${handset(deviceName)} at ${site}`,
    body: `${handset(deviceName)} at ${site} is at ${batteryStatus}% and not charging.`,
  }),
  boundaryExit: (site: string, deviceName: string, point: Point): Notification => ({
    subject: `${deviceName} left ${site}`,
    body: `${deviceName} reported a location outside the boundary of ${site}${at(point)}.`,
  }),
  patrolEnded: (
    site: string,
    route: string,
    status: string,
    plan: { startTime: Date; endTime: Date },
  ): Notification => ({
    subject: `${site}: ${route} patrol ${status}`,
    body: `The ${route} patrol at ${site} (${window(plan.startTime, plan.endTime)}) ended ${status}.`,
  }),
  passwordReset: (name: string, link: string): Notification => ({
    subject: 'Reset your Patrol Console password',
    body: `Hello ${name},\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.\n`,
  }),
};
