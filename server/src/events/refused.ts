/**
 * A handset event refused on purpose by the rules (e.g. a clock-in for someone who is not a guard of
 * the site): its message goes back to the handset. Any other failure is answered with a fixed message.
 */
export class EventRefused extends Error {}
