export { esES } from "./es-ES";
export type { MessageValues } from "./format";
export { formatMessage, mergeMessages, messageForCode } from "./format";
export type { DeepPartial, Messages } from "./messages";
