// Written by scripts/catalogues.ts (npm run i18n:compile) from the catalogues beside this folder: do not edit.
// The catalogues the server writes from (first paint, head, share card), loaded with it.
import type { Messages } from '@lingui/core';
import type { Locale } from '../../locales';
import common_en from './common/en.json' with { type: 'json' };
import common_es from './common/es.json' with { type: 'json' };
import common_pt_BR from './common/pt-BR.json' with { type: 'json' };
import common_ja from './common/ja.json' with { type: 'json' };
import common_ko from './common/ko.json' with { type: 'json' };
import common_zh_CN from './common/zh-CN.json' with { type: 'json' };
import common_hi from './common/hi.json' with { type: 'json' };
import common_ar from './common/ar.json' with { type: 'json' };
import reader_en from './reader/en.json' with { type: 'json' };
import reader_es from './reader/es.json' with { type: 'json' };
import reader_pt_BR from './reader/pt-BR.json' with { type: 'json' };
import reader_ja from './reader/ja.json' with { type: 'json' };
import reader_ko from './reader/ko.json' with { type: 'json' };
import reader_zh_CN from './reader/zh-CN.json' with { type: 'json' };
import reader_hi from './reader/hi.json' with { type: 'json' };
import reader_ar from './reader/ar.json' with { type: 'json' };
import account_en from './account/en.json' with { type: 'json' };
import account_es from './account/es.json' with { type: 'json' };
import account_pt_BR from './account/pt-BR.json' with { type: 'json' };
import account_ja from './account/ja.json' with { type: 'json' };
import account_ko from './account/ko.json' with { type: 'json' };
import account_zh_CN from './account/zh-CN.json' with { type: 'json' };
import account_hi from './account/hi.json' with { type: 'json' };
import account_ar from './account/ar.json' with { type: 'json' };
import seo_en from './seo/en.json' with { type: 'json' };
import seo_es from './seo/es.json' with { type: 'json' };
import seo_pt_BR from './seo/pt-BR.json' with { type: 'json' };
import seo_ja from './seo/ja.json' with { type: 'json' };
import seo_ko from './seo/ko.json' with { type: 'json' };
import seo_zh_CN from './seo/zh-CN.json' with { type: 'json' };
import seo_hi from './seo/hi.json' with { type: 'json' };
import seo_ar from './seo/ar.json' with { type: 'json' };
import outputs_en from './outputs/en.json' with { type: 'json' };
import outputs_es from './outputs/es.json' with { type: 'json' };
import outputs_pt_BR from './outputs/pt-BR.json' with { type: 'json' };
import outputs_ja from './outputs/ja.json' with { type: 'json' };
import outputs_ko from './outputs/ko.json' with { type: 'json' };
import outputs_zh_CN from './outputs/zh-CN.json' with { type: 'json' };
import outputs_hi from './outputs/hi.json' with { type: 'json' };
import outputs_ar from './outputs/ar.json' with { type: 'json' };

// JSON reads a compiled message's tuples as plain arrays: the object is Lingui's compiled form all the same.
export const SERVER_CATALOGUES = {
  common: {
    'en': common_en,
    'es': common_es,
    'pt-BR': common_pt_BR,
    'ja': common_ja,
    'ko': common_ko,
    'zh-CN': common_zh_CN,
    'hi': common_hi,
    'ar': common_ar,
  },
  reader: {
    'en': reader_en,
    'es': reader_es,
    'pt-BR': reader_pt_BR,
    'ja': reader_ja,
    'ko': reader_ko,
    'zh-CN': reader_zh_CN,
    'hi': reader_hi,
    'ar': reader_ar,
  },
  account: {
    'en': account_en,
    'es': account_es,
    'pt-BR': account_pt_BR,
    'ja': account_ja,
    'ko': account_ko,
    'zh-CN': account_zh_CN,
    'hi': account_hi,
    'ar': account_ar,
  },
  seo: {
    'en': seo_en,
    'es': seo_es,
    'pt-BR': seo_pt_BR,
    'ja': seo_ja,
    'ko': seo_ko,
    'zh-CN': seo_zh_CN,
    'hi': seo_hi,
    'ar': seo_ar,
  },
  outputs: {
    'en': outputs_en,
    'es': outputs_es,
    'pt-BR': outputs_pt_BR,
    'ja': outputs_ja,
    'ko': outputs_ko,
    'zh-CN': outputs_zh_CN,
    'hi': outputs_hi,
    'ar': outputs_ar,
  },
} as unknown as Record<'common' | 'reader' | 'account' | 'seo' | 'outputs', Record<Locale, Messages>>;
