/**
 * Report recipients for the report tests, made through the API: an area that receives reports, sites in it
 * whose contacts ask for reports by e-mail, Telegram and SMS (or for nothing), and the period of a past day.
 */
import { randomUUID } from 'node:crypto';
import { utcDay } from '../../../contract/shiftRange';
import type { Account, Api } from './fixtures';
import type { TestContext } from './helper';
import { createSite, linkTelegram } from './siteArea';

const DAY = 86_400;

/** The shift day that began `daysAgo` days ago (startDate and endDate of the report calls). */
export function pastDay(daysAgo = 2) {
  const startDate = utcDay(Math.floor(Date.now() / 1000)) - daysAgo * DAY;
  return { startDate, endDate: startDate + DAY };
}

const unique = () => randomUUID().slice(0, 6);

export async function createArea(call: Api, account: Account, shouldReceiveReports: boolean) {
  const tag = unique();
  const response = await call.post(account, '/api/v1/area', {
    name: `Reports ${tag}`,
    contactPerson: 'Area Manager',
    contactEmail: `area-${tag}@guardforce.co.za`,
    contactNumber: '0117840099',
    shouldReceiveReports,
  });
  if (response.statusCode !== 200) throw new Error(`area: ${response.body}`);
  return response.json() as { id: number; name: string; contactEmail: string };
}

const contact = <Extra extends object>(name: string, flags: Record<string, boolean>, extra = {} as Extra) => ({
  name,
  contactNumber: '+27821234567',
  emailAddress: `${name.toLowerCase().replace(/\s+/g, '.')}@client.example.co.za`,
  ...flags,
  ...extra,
});

/**
 * A site whose manager receives reports on every channel (e-mail, Telegram chat 'chat-<tag>', SMS to
 * +27821234567) and whose control room receives panics only. The manager's chat is linked as the bot links it
 * (a save takes no chat id).
 */
export async function siteWithReportContacts(t: TestContext, call: Api, account: Account, areaId: number) {
  const tag = unique();
  const name = `Report Site ${tag}`;
  const manager = contact(
    `Manager ${tag}`,
    { shouldReceiveReportsEmail: true, shouldReceiveReportsTelegram: true, shouldReceiveReportsPhone: true },
    { telegramChatId: `chat-${tag}` },
  );
  const id = await createSite(call, account, {
    name,
    areaId,
    contacts: [manager, contact(`Control ${tag}`, { shouldReceivePanicsEmail: true })],
  });
  await linkTelegram(t, id, manager.name, manager.telegramChatId);
  return { id, name, manager };
}

/** A site none of whose contacts receives reports. */
export async function siteWithoutReportContacts(call: Api, account: Account, areaId: number) {
  const tag = unique();
  const name = `Quiet Site ${tag}`;
  const id = await createSite(call, account, {
    name,
    areaId,
    contacts: [contact(`Control ${tag}`, { shouldReceivePanicsEmail: true, shouldReceivePanicsPhone: true })],
  });
  return { id, name };
}
