/**
 * Debian's Chromium (`/usr/bin/chromium`, or CHROMIUM_PATH) through playwright-core, for the browser
 * journeys (e2e/) and the first-load benchmark; never a downloaded browser.
 */
import { type Browser, chromium } from 'playwright-core';

/**
 * Launches it with the flags this closed network needs (and `extraArgs`, e.g. a fake camera); playwright gives each
 * launch a fresh profile.
 */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}
