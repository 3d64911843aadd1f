// Loaded before the console's modules: zod must not probe for eval (new Function), which the
// Content-Security-Policy forbids and the browser would report as a violation.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
