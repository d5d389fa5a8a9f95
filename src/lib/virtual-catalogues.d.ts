// The catalogue loaders the build makes (scripts/catalogues-plugin.ts).
declare module 'virtual:catalogues' {
  import type { Messages } from '@lingui/core';
  const loaders: Record<string, Record<string, () => Promise<{ default: Messages }>>>;
  export default loaders;
}
