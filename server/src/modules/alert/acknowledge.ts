/**
 * Routine alerts acknowledged in bulk (the Green box's 'Acknowledge all', or a selection): each is recorded as
 * a response by the user with the standard message. Panics and please-call-me alerts are never acknowledged in
 * bulk: a request naming one changes nothing.
 */
import { ALARM_TYPES, type LiveType } from '../../../../contract/events';
import { MESSAGES } from '../../../../contract/messages';
import { type Actor, withActor } from '../../db/actor';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { answerables, answerPayloads, storeAnswers, withScans } from './answers';

/** Answers the alerts not answered yet (one already answered is skipped); returns the answers stored now. */
export async function acknowledge(db: Db, actor: Actor, companyId: number, guids: readonly string[]) {
  const named = [...new Set(guids)];
  const alerts = (await answerables(db, named)).filter((alert) => alert.companyId === companyId);
  if (alerts.length !== named.length) throw notFound(MESSAGES.alert.notFound);
  if (alerts.some((alert) => ALARM_TYPES.includes(alert.type as LiveType))) throw badRequest(MESSAGES.alert.bulkAlarm);
  const saved = await withActor(db, actor, (tx) =>
    storeAnswers(tx, actor, companyId, withScans(alerts), MESSAGES.alert.acknowledged, new Date()),
  );
  return answerPayloads(db, actor, companyId, saved);
}
