"use client";

import * as React from "react";
import { usePortal, useSession } from "../../core/react/portalHooks";

/**
 * Expiry sets isLeaving: say so once, then forget it. Read as it changes, not only at
 * mount: the session may find its token expired (or hear of an expiry in another tab)
 * after this form is on screen.
 * The portal's own logout after an empty first contracts answer says why the same way.
 */
export function useLeavingNotice() {
  const { session } = usePortal();
  const { isLeaving, logoutReason } = useSession();
  const [expired, setExpired] = React.useState(isLeaving);
  const [noContracts, setNoContracts] = React.useState(logoutReason === "noContracts");
  React.useEffect(() => {
    if (!isLeaving && logoutReason === null) return;
    if (isLeaving) setExpired(true);
    if (logoutReason === "noContracts") setNoContracts(true);
    session.clearLeaving();
  }, [isLeaving, logoutReason, session]);
  return { expired, noContracts };
}
