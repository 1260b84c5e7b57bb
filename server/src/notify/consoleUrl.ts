/**
 * The console's address (PUBLIC_URL) that notifications link to. It is one per server process, set when the app is
 * built (notify/routes.ts), so the modules that raise alerts need not carry it through every call.
 */
let current = 'http://localhost:8080';

export function setConsoleUrl(url: string): void {
  current = url.replace(/\/+$/, '');
}

export const consoleUrl = () => current;
