export { DEFAULT_LOCALE, intlLocale, LOCALE_NAMES, LOCALES, type LocaleId, languageTag, matchLocale, resolveLocale } from "./available";
export { esES } from "./es-ES";
export type { MessageValues } from "./format";
export { choosePlural, formatMessage, mergeMessages, messageForCode } from "./format";
export { loadedMessages, loadMessages } from "./load";
export type { CompleteMessages, DeepPartial, Messages } from "./messages";
export { withOverrides } from "./overrides";
export { type TextArea, textsOf } from "./texts";
