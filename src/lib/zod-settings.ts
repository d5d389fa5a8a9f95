// zod keeps its settings (what `config()` of zod/v4/core reads and writes) in one object on globalThis, created by zod
// only if none is there. Setting it here, before any of zod loads, spares the code every page evaluates before it
// hydrates from importing zod's core (74 KB) for one flag: only the forms' lazy chunks use zod in the browser.
const ZOD_SETTINGS = '__zod_globalConfig';

/**
 * zod compiles its object checks with `new Function` when it may; the page's policy allows no eval, and the refused
 * attempt would be reported as a violation. Its plain checks are as correct.
 */
export function zodWithoutEval() {
  const host = globalThis as { [ZOD_SETTINGS]?: { jitless?: boolean } };
  (host[ZOD_SETTINGS] ??= {}).jitless = true;
}
