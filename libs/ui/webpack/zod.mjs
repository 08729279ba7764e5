/*
 * What the browser builds get as `zod`: zod with its JIT probe off. The probe evaluates
 * `new Function('')`, which the site's Content-Security-Policy (script-src without 'unsafe-eval')
 * refuses; zod catches the error, but Chrome still reports a violation (Lighthouse's best
 * practices count it). Validation is the same, without zod's compiled fast path for objects.
 */
import { z } from '@atelier/zod-full';

z.config({ jitless: true });

export * from '@atelier/zod-full';
export { z as default } from '@atelier/zod-full';
