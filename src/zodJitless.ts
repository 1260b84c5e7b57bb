/**
 * The console runs under a Content-Security-Policy without 'unsafe-eval'. zod would otherwise probe for
 * `new Function` (to compile fast parsers), and the browser reports that probe as a policy violation even
 * though zod catches it. Imported first by main.tsx, before any schema is made.
 */
import { z } from 'zod';

z.config({ jitless: true });
