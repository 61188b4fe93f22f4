import { keyedChunks } from "../lib/keyedChunks";
import type { LocaleId } from "./available";
import { esES } from "./es-ES";
import type { Messages } from "./messages";

/*
 * The catalogues other than es-ES are separate chunks, fetched when a locale is chosen:
 * a Spanish visitor of /login never downloads them. Each loaded catalogue is kept, so
 * switching back and forth (and a second provider) does not fetch it again.
 */
const catalogues = keyedChunks<LocaleId, Messages, "es-ES">(
  {
    // Each translation's module is its catalogue (its index.ts exports the areas).
    "ca-ES": () => import("./ca-ES"),
    "eu-ES": () => import("./eu-ES"),
    "gl-ES": () => import("./gl-ES"),
    en: () => import("./en"),
  },
  [["es-ES", esES]],
);

/** The catalogue of `locale` if it has already loaded (es-ES always has). */
export const loadedMessages = (locale: LocaleId): Messages | undefined => catalogues.loaded(locale);

/** The catalogue of `locale`, fetching its chunk the first time. A failed fetch is not
 * remembered, so the next call tries again. */
export const loadMessages = (locale: LocaleId): Promise<Messages> => catalogues.load(locale);
