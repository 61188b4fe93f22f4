import type { Messages } from "../messages";
import { common } from "./common";
import { labelsEsES } from "./labels";
import { login } from "./login";
import { session } from "./session";
import { sessionTimeout } from "./sessionTimeout";

export type { DeepPartial, Messages } from "../messages";

/**
 * Spanish texts. Quoted spec texts are copied character for character (some end
 * without a period, some spell "carácteres": that is the contract); texts the spec
 * only describes are ours, in the informal "tú" most quoted texts use.
 *
 * Only the areas of every page's first load (the login page, the frame, the idle timeout):
 * the other areas' Spanish texts are in es-ES/, one handle per area, and come with the
 * widgets that show them (read them with useTexts / textsOf).
 */
export const esES = { labels: labelsEsES, common, login, session, sessionTimeout } satisfies Messages;
