import { responseTopic } from '../../../contract/events';
import { answerGuid } from '../../realtime/alertLists';
import type { AlertResponse, LiveAlert } from '../../realtime/types';

interface Responder {
  companyId: number;
  employeeId: number;
}

/** The answer to an alert (spec part 1 §7): respondedToGuid is the eventGuid, or completedEventGuid for a patrol. */
export const alertResponse = (
  alert: LiveAlert,
  message: string,
  { companyId, employeeId }: Responder,
  now = new Date(),
) =>
  ({
    message: message.trim(),
    respondedAt: Math.floor(now.getTime() / 1000),
    respondedToType: alert.type,
    respondedToGuid: answerGuid(alert),
    companyId,
    employeeId,
    topic: responseTopic(alert.type),
  }) satisfies AlertResponse;
