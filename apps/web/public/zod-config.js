// Loaded before the app's modules: zod would compile parsers with `new Function` (and probe for it
// when a schema is built), which the site's Content-Security-Policy forbids. zod reads this object as
// its global configuration.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
