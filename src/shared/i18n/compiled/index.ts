// Written by scripts/catalogues.ts (npm run i18n:compile) from the catalogues beside this folder: do not edit.
// The browser's catalogues: a dynamic import per area and language, so a visitor downloads only their language's
// messages, and an area's (the editor's) only when its screens load.
import type { Messages } from '@lingui/core';

export type CatalogueLoader = () => Promise<{ default: Messages }>;

// JSON reads a compiled message's tuples as plain arrays: the modules are Lingui's compiled form all the same.
export const CATALOGUES = {
  account: {
    'en': () => import('./account/en.json', { with: { type: 'json' } }),
    'es': () => import('./account/es.json', { with: { type: 'json' } }),
    'pt-BR': () => import('./account/pt-BR.json', { with: { type: 'json' } }),
    'ja': () => import('./account/ja.json', { with: { type: 'json' } }),
    'ko': () => import('./account/ko.json', { with: { type: 'json' } }),
    'zh-CN': () => import('./account/zh-CN.json', { with: { type: 'json' } }),
    'hi': () => import('./account/hi.json', { with: { type: 'json' } }),
    'ar': () => import('./account/ar.json', { with: { type: 'json' } }),
    'en-XA': () => import('./account/en-XA.json', { with: { type: 'json' } }),
  },
  common: {
    'en': () => import('./common/en.json', { with: { type: 'json' } }),
    'es': () => import('./common/es.json', { with: { type: 'json' } }),
    'pt-BR': () => import('./common/pt-BR.json', { with: { type: 'json' } }),
    'ja': () => import('./common/ja.json', { with: { type: 'json' } }),
    'ko': () => import('./common/ko.json', { with: { type: 'json' } }),
    'zh-CN': () => import('./common/zh-CN.json', { with: { type: 'json' } }),
    'hi': () => import('./common/hi.json', { with: { type: 'json' } }),
    'ar': () => import('./common/ar.json', { with: { type: 'json' } }),
    'en-XA': () => import('./common/en-XA.json', { with: { type: 'json' } }),
  },
  editor: {
    'en': () => import('./editor/en.json', { with: { type: 'json' } }),
    'es': () => import('./editor/es.json', { with: { type: 'json' } }),
    'pt-BR': () => import('./editor/pt-BR.json', { with: { type: 'json' } }),
    'ja': () => import('./editor/ja.json', { with: { type: 'json' } }),
    'ko': () => import('./editor/ko.json', { with: { type: 'json' } }),
    'zh-CN': () => import('./editor/zh-CN.json', { with: { type: 'json' } }),
    'hi': () => import('./editor/hi.json', { with: { type: 'json' } }),
    'ar': () => import('./editor/ar.json', { with: { type: 'json' } }),
    'en-XA': () => import('./editor/en-XA.json', { with: { type: 'json' } }),
  },
  outputs: {
    'en': () => import('./outputs/en.json', { with: { type: 'json' } }),
    'es': () => import('./outputs/es.json', { with: { type: 'json' } }),
    'pt-BR': () => import('./outputs/pt-BR.json', { with: { type: 'json' } }),
    'ja': () => import('./outputs/ja.json', { with: { type: 'json' } }),
    'ko': () => import('./outputs/ko.json', { with: { type: 'json' } }),
    'zh-CN': () => import('./outputs/zh-CN.json', { with: { type: 'json' } }),
    'hi': () => import('./outputs/hi.json', { with: { type: 'json' } }),
    'ar': () => import('./outputs/ar.json', { with: { type: 'json' } }),
    'en-XA': () => import('./outputs/en-XA.json', { with: { type: 'json' } }),
  },
  reader: {
    'en': () => import('./reader/en.json', { with: { type: 'json' } }),
    'es': () => import('./reader/es.json', { with: { type: 'json' } }),
    'pt-BR': () => import('./reader/pt-BR.json', { with: { type: 'json' } }),
    'ja': () => import('./reader/ja.json', { with: { type: 'json' } }),
    'ko': () => import('./reader/ko.json', { with: { type: 'json' } }),
    'zh-CN': () => import('./reader/zh-CN.json', { with: { type: 'json' } }),
    'hi': () => import('./reader/hi.json', { with: { type: 'json' } }),
    'ar': () => import('./reader/ar.json', { with: { type: 'json' } }),
    'en-XA': () => import('./reader/en-XA.json', { with: { type: 'json' } }),
  },
  refusals: {
    'en': () => import('./refusals/en.json', { with: { type: 'json' } }),
    'es': () => import('./refusals/es.json', { with: { type: 'json' } }),
    'pt-BR': () => import('./refusals/pt-BR.json', { with: { type: 'json' } }),
    'ja': () => import('./refusals/ja.json', { with: { type: 'json' } }),
    'ko': () => import('./refusals/ko.json', { with: { type: 'json' } }),
    'zh-CN': () => import('./refusals/zh-CN.json', { with: { type: 'json' } }),
    'hi': () => import('./refusals/hi.json', { with: { type: 'json' } }),
    'ar': () => import('./refusals/ar.json', { with: { type: 'json' } }),
    'en-XA': () => import('./refusals/en-XA.json', { with: { type: 'json' } }),
  },
  settings: {
    'en': () => import('./settings/en.json', { with: { type: 'json' } }),
    'es': () => import('./settings/es.json', { with: { type: 'json' } }),
    'pt-BR': () => import('./settings/pt-BR.json', { with: { type: 'json' } }),
    'ja': () => import('./settings/ja.json', { with: { type: 'json' } }),
    'ko': () => import('./settings/ko.json', { with: { type: 'json' } }),
    'zh-CN': () => import('./settings/zh-CN.json', { with: { type: 'json' } }),
    'hi': () => import('./settings/hi.json', { with: { type: 'json' } }),
    'ar': () => import('./settings/ar.json', { with: { type: 'json' } }),
    'en-XA': () => import('./settings/en-XA.json', { with: { type: 'json' } }),
  },
} as unknown as Record<string, Partial<Record<string, CatalogueLoader>>>;
