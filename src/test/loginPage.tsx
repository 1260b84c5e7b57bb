/** The Sign In page under test: a stub server answering by path, the page rendered, and where it went. */
import { fireEvent, screen } from '@testing-library/react';
import { LoginPage } from '../custom/auth/LoginPage';
import { dataProvider } from '../dataProvider';
import { PATHS } from '../routes';
import { renderAdmin } from './renderAdmin';
import { type RecordedCall, stubServer } from './stubServer';

export { thandi } from './thandi';

export type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };

export const pathOf = (call: RecordedCall) => new URL(call.url, 'http://console').pathname;
export const callsTo = (calls: RecordedCall[], at: string) => calls.filter((call) => pathOf(call) === at);

/** The console's path after the last navigation. */
export const where = { path: '' };

/** Where the console goes: for `renderAdmin`'s `onLocation`. */
export const follow = (l: { pathname: string }) => {
  where.path = l.pathname;
};

/** A stub server that answers `answer(path, call)`, or 404 where it answers nothing. */
export function serveByPath(answer: (at: string, call: RecordedCall) => Answer | undefined) {
  return stubServer((call) => {
    const at = pathOf(call);
    return answer(at, call) ?? { status: 404, body: { message: `No ${at}` } };
  });
}

/** Renders the Sign In page on `serveByPath(answer)`. */
export function renderLoginPage(answer: (at: string, call: RecordedCall) => Answer | undefined) {
  const calls = serveByPath(answer);
  renderAdmin(<LoginPage />, { dataProvider, auth: true, at: PATHS.login, notifications: true, onLocation: follow });
  return calls;
}

export const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
