export { DEFAULT_LOCALE, intlLocale, LOCALE_NAMES, LOCALES, type LocaleId, languageTag, matchLocale, resolveLocale } from "./available";
export { esES } from "./es-ES";
export type { MessageValues } from "./format";
export { choosePlural, formatMessage, mergeMessages, messageForCode } from "./format";
export { type LabelArea, labelsOf } from "./labels/area";
export { loadedMessages, loadMessages } from "./load";
export { type MessageArea, messagesOf } from "./messageAreas/area";
export type { CompleteMessages, DeepPartial, Messages } from "./messages";
export { withOverrides } from "./overrides";
