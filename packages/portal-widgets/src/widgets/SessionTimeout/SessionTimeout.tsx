"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { useIsAuthenticated, usePortal } from "../../core/react/portalHooks";
import { sessionTimeoutMessages } from "../../locales/es-ES/sessionTimeout";
import { textsOf } from "../../locales/texts";

// The dialog brings Radix's dialog, focus scope and scroll lock: a chunk of
// its own, so that /login and every anonymous page load without it.
const SessionTimeoutDialog = lazy(() =>
  import("../../ui/SessionTimeoutDialog/SessionTimeoutDialog").then((module) => ({ default: module.SessionTimeoutDialog })),
);

const subscribeToNothing = () => () => undefined;
const noWarning = () => null;

/**
 * The idle timeout's warning: 'Tu sesión va a caducar' a minute before a session left idle
 * for the server's timeout ends (from its login and refresh answers; the provider's
 * `sessionIdleMinutes` when the server does not say). Render it once, beside the pages
 * (the host app's layout does). 'Seguir conectado' (or Escape) renews the session; 'Cerrar
 * sesión' logs out. Renders nothing where no idle timer runs (the CMS embed).
 */
export function SessionTimeout() {
  const { idleTimer, messages, session } = usePortal();
  const authenticated = useIsAuthenticated();
  const expiresAt = useSyncExternalStore(idleTimer?.subscribe ?? subscribeToNothing, idleTimer?.getWarning ?? noWarning, noWarning);
  // Mounted (closed) as soon as someone is logged in, so its chunk has long arrived when the
  // warning comes, 14 idle minutes later, even if the network has gone by then.
  if (!idleTimer || (!authenticated && expiresAt === null)) return null;
  return (
    <Suspense fallback={null}>
      <SessionTimeoutDialog
        expiresAt={expiresAt}
        texts={textsOf(messages, sessionTimeoutMessages)}
        onStay={() => void idleTimer.stayConnected()}
        onLogout={() => void session.logout()}
      />
    </Suspense>
  );
}
