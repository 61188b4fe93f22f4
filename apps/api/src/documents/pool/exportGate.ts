import { ApiMessage } from "@oficina-virtual/api-contract";
import { HttpError } from "../../errors/httpError";

export const EXPORT_BUSY_STATUS = 429;
/** A user with `perUser` documents on the way already (the default: two). */
export function userBusy(perUser = 2): string {
  if (perUser === 1) return "Ya tienes una descarga en curso. Espera a que termine e inténtalo de nuevo.";
  return `Ya tienes ${perUser === 2 ? "dos" : perUser} descargas en curso. Espera a que terminen e inténtalo de nuevo.`;
}
/** Every slot of the server taken (in the contract: clients tell it from the user's own limit). */
export const SERVER_BUSY = ApiMessage.downloadsServerBusy;

export interface ExportLimits {
  /** Documents one user may have on the way at once. */
  perUser: number;
  /** Documents the whole server accepts at once (generating, queued or being read). */
  total: number;
  /** Retry-After of each refusal, in seconds. */
  userRetrySeconds?: number;
  serverRetrySeconds?: number;
}

/** A 429 that carries the seconds for its Retry-After header. */
export class ExportBusyError extends HttpError {
  constructor(
    mensaje: string,
    readonly retryAfterSeconds: number,
  ) {
    super(EXPORT_BUSY_STATUS, EXPORT_BUSY_STATUS, mensaje);
  }
}

/**
 * Admission of document requests: at most `perUser` per user and `total` in the whole
 * process, counted from the request's start (its database reads too) to the file's last
 * byte. Past either bound the request is refused at once with a 429, so a crowd costs
 * neither memory nor queue time. The counts are this process's: each replica bounds its own
 * threads and memory, which is what they protect.
 */
export class ExportGate {
  private readonly byUser = new Map<string, number>();
  private inFlight = 0;

  constructor(readonly limits: ExportLimits) {}

  /** Takes a slot for `user` or throws ExportBusyError; call the answer once when done
   * (further calls do nothing). */
  enter(user: string): () => void {
    const mine = this.byUser.get(user) ?? 0;
    if (mine >= this.limits.perUser) {
      throw new ExportBusyError(userBusy(this.limits.perUser), this.limits.userRetrySeconds ?? 10);
    }
    if (this.inFlight >= this.limits.total) throw new ExportBusyError(SERVER_BUSY, this.limits.serverRetrySeconds ?? 5);
    this.byUser.set(user, mine + 1);
    this.inFlight += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inFlight -= 1;
      const left = (this.byUser.get(user) ?? 1) - 1;
      if (left > 0) this.byUser.set(user, left);
      else this.byUser.delete(user);
    };
  }

  /** Slots taken by `user`, or by everyone. */
  count(user?: string): number {
    return user === undefined ? this.inFlight : (this.byUser.get(user) ?? 0);
  }
}
