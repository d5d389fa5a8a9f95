// The catalogue loaders the build makes (src/i18n/vite-plugin.ts).
declare module 'virtual:catalogues' {
  import type { Messages } from '@lingui/core';
  type Languages = Record<string, () => Promise<{ default: Messages }>>;
  /** `common`'s languages, or (any other area) a module that gives that area's languages. */
  const loaders: Record<string, Languages | (() => Promise<{ default: Languages }>)>;
  export default loaders;
}
