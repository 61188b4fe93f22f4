"use client";

import { useSyncExternalStore } from "react";
import { usePortal } from "../../core/react/portalHooks";
import { SessionTimeoutDialog } from "../../ui/SessionTimeoutDialog";

const subscribeToNothing = () => () => undefined;
const noWarning = () => null;

/**
 * The idle timeout's warning (issue #17): 'Tu sesión va a caducar' a minute before a session
 * left idle for the provider's `sessionIdleMinutes` ends. Render it once, beside the pages
 * (the host app's layout does). 'Seguir conectado' (or Escape) renews the session; 'Cerrar
 * sesión' logs out. Renders nothing where no idle timer runs (the CMS embed).
 */
export function SessionTimeout() {
  const { idleTimer, messages, session } = usePortal();
  const expiresAt = useSyncExternalStore(idleTimer?.subscribe ?? subscribeToNothing, idleTimer?.getWarning ?? noWarning, noWarning);
  if (!idleTimer) return null;
  return (
    <SessionTimeoutDialog
      expiresAt={expiresAt}
      texts={messages.sessionTimeout}
      onStay={() => void idleTimer.stayConnected()}
      onLogout={() => void session.logout()}
    />
  );
}
