/**
 * Who a step notifies, and on which channel: the site's contacts on the channels they ticked for the alert's
 * topic (and the step names), the company's admins by e-mail and SMS (they have no Telegram chat), a duty number
 * by SMS, an e-mail address by e-mail. Each address once per channel.
 */
import { and, eq } from 'drizzle-orm';
import {
  type EscalatingType,
  type EscalationChannel,
  type EscalationStep,
  recipientKind,
} from '../../../../contract/escalation';
import type { Tx } from '../../db/client';
import { employees } from '../../db/schema';
import { contactAddress, contactsOf } from '../../notify/contacts';
import { toE164 } from '../../notify/phone';

/** Where a message goes; `refused`: why it cannot (recorded as undeliverable with that reason). */
type Address = { channel: EscalationChannel; recipient: string; refused?: string };

const TOPIC: Record<EscalatingType, 'Panics' | 'PleaseCalls'> = { panic: 'Panics', pleaseCallMe: 'PleaseCalls' };
const CONTACT_CHANNELS: [EscalationChannel, 'Email' | 'Telegram' | 'Phone'][] = [
  ['email', 'Email'],
  ['telegram', 'Telegram'],
  ['sms', 'Phone'],
];

async function siteContactAddresses(tx: Tx, siteId: number | null, type: EscalatingType, channels: string[]) {
  if (siteId === null) return [];
  const addresses: Address[] = [];
  for (const contact of await contactsOf(tx, siteId)) {
    for (const [channel, suffix] of CONTACT_CHANNELS) {
      const address = contactAddress(contact, suffix);
      if (address && channels.includes(channel) && contact[`shouldReceive${TOPIC[type]}${suffix}`])
        addresses.push({ channel, ...address });
    }
  }
  return addresses;
}

async function adminAddresses(tx: Tx, companyId: number, channels: string[]) {
  const admins = await tx
    .select({ emailAddress: employees.emailAddress, contactNumber: employees.contactNumber })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.role, 'ADMIN')));
  return admins.flatMap((admin): Address[] => [
    ...(channels.includes('email') ? [{ channel: 'email' as const, recipient: admin.emailAddress }] : []),
    ...(channels.includes('sms') && admin.contactNumber
      ? [{ channel: 'sms' as const, recipient: admin.contactNumber }]
      : []),
  ]);
}

export interface StepScope {
  companyId: number;
  siteId: number | null;
  type: EscalatingType;
}

/** The addresses a step reaches, each (channel, address) once. */
export async function stepAddresses(tx: Tx, scope: StepScope, step: EscalationStep): Promise<Address[]> {
  const found: Address[] = [];
  for (const recipient of step.recipients) {
    const kind = recipientKind(recipient);
    if (kind === 'siteContacts')
      found.push(...(await siteContactAddresses(tx, scope.siteId, scope.type, step.channels)));
    else if (kind === 'admins') found.push(...(await adminAddresses(tx, scope.companyId, step.channels)));
    else if (kind === 'phone') found.push({ channel: 'sms', recipient: recipient.replace(/\s/g, '') });
    else if (kind === 'email') found.push({ channel: 'email', recipient });
  }
  const seen = new Set<string>();
  // One SMS per phone however its number is written (0821234567 and +27821234567 are one phone).
  const written = found.map((address) =>
    address.channel === 'sms' ? { ...address, recipient: toE164(address.recipient) ?? address.recipient } : address,
  );
  return written.filter(({ channel, recipient }) => {
    const key = `${channel}|${recipient.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
