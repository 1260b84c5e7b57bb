/**
 * A patrol's verdict is provisional until PATROL_SETTLE_HOURS after its plan ended: a handset that lost its signal
 * keeps its scans and sends them when it is back, and a scan that arrives then revises the verdict (revise.ts).
 * Live signals (a tag overdue, a patrol failed) go out at once all the same: they are signals, not the record.
 */
import { DEFAULT_PATROL_SETTLE_HOURS } from '../../../../contract/constants';

let settleHours = DEFAULT_PATROL_SETTLE_HOURS;

/** The server's setting (config.ts), applied when the app is built. */
export function applySettleHours(hours: number) {
  settleHours = hours;
}

/** Epoch seconds: a plan that ended at or after it has a provisional verdict. */
export const settleLine = (now = Date.now()) => Math.floor(now / 1000) - settleHours * 3600;
