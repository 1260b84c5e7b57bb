/**
 * A step's messages, in the outbox with the alert and the step: each channel in the words the notify templates
 * give an UNANSWERED alert. An SMS goes to the number as E.164; a number SMS cannot reach is stored at once as a
 * failed message with the reason, so the alert's notifications show it.
 */
import type { EscalatingType, EscalationChannel } from '../../../../contract/escalation';
import type { Tx } from '../../db/client';
import { notificationOutbox } from '../../db/schema';
import { consoleUrl } from '../../notify/consoleUrl';
import { undeliverable } from '../../notify/contacts';
import { enqueue, type OutboxMessage } from '../../notify/outbox';
import { smsNumber } from '../../notify/phone';
import { type AlertFacts, type AlertTopic, unansweredNotification } from '../../notify/templates';

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
  const messages: OutboxMessage[] = [];
  const refused: (typeof notificationOutbox.$inferInsert)[] = [];
  for (const { channel, recipient, refused: reason } of addresses) {
    const text = unansweredNotification(TOPIC[step.type], channel, facts, minutesWaited, consoleUrl());
    const message = {
      companyId: step.companyId,
      channel,
      alertGuid: step.alertGuid,
      escalationStep: step.step,
      ...text,
    };
    if (reason) {
      refused.push({ ...message, recipient, ...undeliverable(reason) });
      continue;
    }
    if (channel !== 'sms') {
      messages.push({ ...message, recipient });
      continue;
    }
    const number = smsNumber(recipient);
    if (number.ok) messages.push({ ...message, recipient: number.e164 });
    else refused.push({ ...message, recipient, status: 'failed', lastError: number.reason });
  }
  if (refused.length) await tx.insert(notificationOutbox).values(refused);
  await enqueue(tx, messages);
}
