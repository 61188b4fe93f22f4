import type { LocaleId } from "./available";
import { esES } from "./es-ES";
import type { Messages } from "./messages";

/*
 * The catalogues other than es-ES are separate chunks, fetched when a locale is chosen:
 * a Spanish visitor of /login never downloads them. Each loaded catalogue is kept, so
 * switching back and forth (and a second provider) does not fetch it again.
 */

const LOADERS: Record<Exclude<LocaleId, "es-ES">, () => Promise<Messages>> = {
  "ca-ES": () => import("./ca-ES").then((module) => module.caES),
  "eu-ES": () => import("./eu-ES").then((module) => module.euES),
  "gl-ES": () => import("./gl-ES").then((module) => module.glES),
  en: () => import("./en").then((module) => module.en),
};

const loaded = new Map<LocaleId, Messages>([["es-ES", esES]]);
const pending = new Map<LocaleId, Promise<Messages>>();

/** The catalogue of `locale` if it has already loaded (es-ES always has). */
export function loadedMessages(locale: LocaleId): Messages | undefined {
  return loaded.get(locale);
}

/** The catalogue of `locale`, fetching its chunk the first time. A failed fetch is not
 * remembered, so the next call tries again. */
export function loadMessages(locale: LocaleId): Promise<Messages> {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(locale);
  if (!promise) {
    promise = LOADERS[locale as Exclude<LocaleId, "es-ES">]()
      .then((messages) => {
        loaded.set(locale, messages);
        return messages;
      })
      .finally(() => pending.delete(locale));
    pending.set(locale, promise);
  }
  return promise;
}
