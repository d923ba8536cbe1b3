/**
 * Imported first by main.tsx: zod compiles object parsers with `new Function` unless told not to, and
 * probes for it when a schema is built, which the Content-Security-Policy (no eval) reports as a
 * violation. Schemas are built at import time, so this must run before any other module (issue 8).
 */
import { z } from 'zod';

z.config({ jitless: true });
