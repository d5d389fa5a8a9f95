// The catalogue loaders the build makes (src/i18n/vite-plugin.ts).
declare module 'virtual:catalogues' {
  import type { Messages } from '@lingui/core';
  const loaders: Record<string, Record<string, () => Promise<{ default: Messages }>>>;
  export default loaders;
}
