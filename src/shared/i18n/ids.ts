// The message ids, typed from the English catalogues: a missing or misspelt id fails tsc (used by client and server).
type CatalogueIds<T> = keyof (T extends { default: infer D } ? D : T);
/** Message ids of the shell, sign-in, home, reader, profile, dashboard, errors and toasts (src/shared/i18n/common/en.json). */
export type CommonId = CatalogueIds<typeof import('./common/en.json')>;
/** Message ids of the editor, its modals, the wizard and the generation screens (src/shared/i18n/editor/en.json). */
export type EditorId = CatalogueIds<typeof import('./editor/en.json')>;
/** Message ids of the reader, a profile and the story controls they share with the editor (src/shared/i18n/reader/en.json). */
export type ReaderId = CatalogueIds<typeof import('./reader/en.json')>;
/** Message ids of sign-in, sign-up, the sign-in reasons and the account's known API messages (src/shared/i18n/account/en.json). */
export type AccountId = CatalogueIds<typeof import('./account/en.json')>;
/** Message ids of Profile & Settings, the dashboard (src/shared/i18n/settings/en.json): not on the sign-in page's download. */
export type SettingsId = CatalogueIds<typeof import('./settings/en.json')>;
/** Words only the server writes (a page's description for search engines and link previews): never downloaded. */
export type SeoId = CatalogueIds<typeof import('./seo/en.json')>;
/** The areas the server draws first paints and heads from (worker/web/i18n.ts). */
export type PageId = CommonId | ReaderId | AccountId | SeoId;
/**
 * The words of the API's refusals, by the catalogue id each message code names (src/lib/messages.ts): one area every
 * screen loads, so a refusal reads in the reader's language wherever it is shown (src/shared/i18n/refusals/en.json).
 */
export type RefusalId = CatalogueIds<typeof import('./refusals/en.json')>;
export type MessageId = PageId | EditorId | SettingsId | RefusalId;
export type MessageValues = Record<string, string | number>;
/** Message ids of what is made for others in the author's language: share card, PDF, comic book, webtoon (src/shared/i18n/outputs/en.json). */
export type OutputId = CatalogueIds<typeof import('./outputs/en.json')>;
