import type { TranslateFunction } from 'react-admin';
import type { Report } from '../../../../contract/reports';

export type DeliveryColour = 'success' | 'warning' | 'error' | 'default';

/** How far a report's e-mails and messages have gone, in words, and the colour of its chip. */
export function deliveryState(
  { recipients, sent, waiting, failed, notConfigured, notConnected }: Report['delivery'],
  translate: TranslateFunction,
): { text: string; colour: DeliveryColour } {
  const key = (name: string) => `patrol.reports.delivery.${name}`;
  if (recipients === 0) return { text: translate(key('none')), colour: 'default' };
  if (sent === recipients) return { text: translate(key('sent'), { smart_count: recipients }), colour: 'success' };
  if (waiting === recipients) return { text: translate(key('notSent')), colour: 'warning' };
  const parts = [translate(key('partial'), { sent, recipients })];
  if (waiting > 0) parts.push(translate(key('waiting'), { smart_count: waiting }));
  if (failed > 0) parts.push(translate(key('failed'), { smart_count: failed }));
  if (notConfigured > 0) parts.push(translate(key('notConfigured'), { smart_count: notConfigured }));
  if (notConnected > 0) parts.push(translate(key('notConnected'), { smart_count: notConnected }));
  return { text: parts.join(', '), colour: failed + notConfigured > 0 ? 'error' : 'warning' };
}
