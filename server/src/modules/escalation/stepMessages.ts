/**
 * A step's messages, in the outbox with the alert and the step: each channel in the words the notify templates
 * give an UNANSWERED alert, addressed as the outbox's `addressed` says.
 */
import type { EscalatingType, EscalationChannel } from '../../../../contract/escalation';
import type { Tx } from '../../db/client';
import { consoleUrl } from '../../notify/consoleUrl';
import { addressed, enqueue } from '../../notify/outbox';
import { type AlertFacts, type AlertTopic, unansweredNotification } from '../../notify/templates';
import { companyTimeZone } from '../../time';

const TOPIC: Record<EscalatingType, AlertTopic> = { panic: 'panic', pleaseCallMe: 'pleaseCall' };

interface StepOfAlert {
  companyId: number;
  alertGuid: string;
  step: number;
  type: EscalatingType;
}

export async function queueStepMessages(
  tx: Tx,
  step: StepOfAlert,
  facts: AlertFacts,
  minutesWaited: number,
  addresses: { channel: EscalationChannel; recipient: string; refused?: string }[],
): Promise<void> {
  const zoned = { ...facts, timeZone: facts.timeZone ?? (await companyTimeZone(tx, step.companyId)) };
  const messages = addresses.map(({ channel, ...address }) => {
    const text = unansweredNotification(TOPIC[step.type], channel, zoned, minutesWaited, consoleUrl());
    const message = { companyId: step.companyId, channel, alertGuid: step.alertGuid, escalationStep: step.step };
    return addressed({ ...message, ...text }, address);
  });
  await enqueue(tx, messages);
}
