/** The fakes' own answer time for the notification bench: 50 direct calls to each, one at a time, in ms. */
import nodemailer from 'nodemailer';
import type { Config } from '../../server/src/config';

const CALLS = 50;

async function timesOf(call: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const start = performance.now();
    await call(i);
    times.push(performance.now() - start);
  }
  return times;
}

export async function answerTimes(fakes: { smtpUrl: string; telegram: Config['telegram']; sms: Config['sms'] }) {
  const { telegram, sms } = fakes;
  if (!telegram || !sms) throw new Error('the bench configures every channel');
  const transport = nodemailer.createTransport(fakes.smtpUrl);
  const json = (body: unknown, headers: Record<string, string> = {}) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const basic = `Basic ${Buffer.from(`${sms.user}:${sms.password}`).toString('base64')}`;
  return {
    smtp: await timesOf((i) =>
      transport.sendMail({ from: 'bench@bench.local', to: `probe-${i}@bench.local`, subject: 'probe', text: 'probe' }),
    ),
    telegram: await timesOf((i) =>
      fetch(`${telegram.apiUrl}/bot${telegram.botToken}/sendMessage`, json({ chat_id: 1000 + i, text: 'probe' })).then(
        (r) => r.text(),
      ),
    ),
    sms: await timesOf((i) =>
      fetch(
        `${sms.apiUrl}/messages`,
        json({ to: `+2782999${String(i).padStart(4, '0')}`, body: 'probe' }, { authorization: basic }),
      ).then((r) => r.text()),
    ),
  };
}
