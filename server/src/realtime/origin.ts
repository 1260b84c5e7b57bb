/**
 * Which pages may open a socket. A browser page only from the console: its own address (an Origin naming
 * the host the request was sent to) or one of the configured origins (CONSOLE_ORIGIN). A client that sends
 * no Origin is no browser page (a handset, a tool) and is let through: its token decides, as on every call.
 */
export function consoleOrigin(origins: string[]) {
  return (origin: string | undefined, host: string | undefined): boolean => {
    if (origin === undefined) return true;
    if (origins.includes(origin)) return true;
    try {
      return host !== undefined && new URL(origin).host === host.toLowerCase();
    } catch {
      return false;
    }
  };
}
