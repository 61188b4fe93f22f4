import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { Database } from "../db/client";
import { broadcastSessionEnds, forgetSessionsHere } from "./sessions";

/*
 * Sessions ended on one replica (logout, 'Cerrar esta sesión', 'Cerrar las demás sesiones',
 * a password change, rotation reuse) are refused by the others at once, not OPEN_TRUST_MS
 * later: each replica publishes the ended ids on a Redis channel and every replica forgets
 * its cached "open" answers for them when the message arrives. A lost message (Redis down
 * for a moment) costs at most OPEN_TRUST_MS, the bound without Redis: the database stays
 * the truth, the channel only shortens the wait.
 */

interface Message {
  from: string;
  ids: number[];
}

function parse(raw: string): Message | null {
  try {
    const message = JSON.parse(raw) as Partial<Message>;
    if (typeof message.from !== "string" || !Array.isArray(message.ids)) return null;
    return { from: message.from, ids: message.ids.filter((id): id is number => Number.isSafeInteger(id)) };
  } catch {
    return null;
  }
}

/** Shares this process's session ends through `publisher`'s Redis; returns what closes the
 * subscription. `subscriber` is a connection of its own (a subscribed connection runs no
 * other command). */
export function shareSessionEnds(
  db: Database,
  publisher: Redis,
  subscriber: Redis,
  prefix: string,
  warn: (error: unknown) => void,
): () => void {
  const channel = `${prefix}sessions-ended`;
  const self = randomUUID();
  subscriber.on("error", warn);
  subscriber.on("message", (from: string, raw: string) => {
    if (from !== channel) return;
    const message = parse(raw);
    if (message && message.from !== self) forgetSessionsHere(db, message.ids);
  });
  subscriber.subscribe(channel).catch(warn);
  broadcastSessionEnds(db, (ids) => {
    publisher.publish(channel, JSON.stringify({ from: self, ids })).catch(warn);
  });
  return () => subscriber.disconnect();
}
