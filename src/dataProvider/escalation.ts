import type { AlertNotification, EscalationSettings, EscalationSettingsInput } from '../../contract/escalation';
import { getJson, httpClient, pathPart } from './httpClient';

/** A company's escalation ladders, and who an alert notified (docs/console.md 'Escalation'). */
export const escalationMethods = {
  escalationSettings: (companyId: number) => getJson<EscalationSettings>(`company/${pathPart(companyId)}/escalation`),
  async saveEscalationSettings(companyId: number, input: EscalationSettingsInput): Promise<EscalationSettings> {
    const { json } = await httpClient(`company/${pathPart(companyId)}/escalation`, {
      method: 'PUT',
      body: JSON.stringify(input),
    });
    return json as EscalationSettings;
  },
  alertNotifications: (eventGuid: string) =>
    getJson<AlertNotification[]>(`alarmAlert/${pathPart(eventGuid)}/notifications`),
};
