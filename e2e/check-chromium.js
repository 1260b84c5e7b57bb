// Browser journeys need Debian's Chromium; nothing here downloads a browser.
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(`Chromium was not found at ${path}. Install it with: apt-get install -y chromium`);
  console.error('(or point CHROMIUM_PATH at a Chromium binary)');
  process.exit(1);
}
