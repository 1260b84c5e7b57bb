/**
 * What a signed-in user needs first: the shell, the Alerts page (where control-room staff land) and the
 * dataProvider. They come down in the background once someone starts on the sign-in form, so pressing
 * Sign In waits for data only. A failed fetch here is no error: the page is loaded again when opened.
 */
import { preloadDataProvider } from '../dataProvider/lazyDataProvider';
import { AlertsPage, Layout } from './lazyPages';

let started = false;

export function preloadShell(): void {
  if (started) return;
  started = true;
  for (const preload of [Layout.preload, AlertsPage.preload, preloadDataProvider]) {
    preload().catch(() => undefined);
  }
}
