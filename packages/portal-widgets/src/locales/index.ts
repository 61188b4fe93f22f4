export { esES } from "./es-ES";
export type { Messages, DeepPartial } from "./messages";
export { formatMessage, mergeMessages, messageForCode } from "./format";
export type { MessageValues } from "./format";
