"use client";

import * as React from "react";
import { usePortal, useSession, useTexts } from "../../core/react/portalHooks";
import type { SessionState } from "../../core/session/sessionState";
import { homeFrameArea } from "../../locales/es-ES/labels/homeFrame";
import { textsOf } from "../../locales/texts";
import { Button } from "../../ui/Button";
import { PortalLink } from "../../ui/PortalLink";

function displayName({ profile, email }: SessionState): string | null {
  return profile?.firstName || profile?.given_name || profile?.username || email || null;
}

/** Announced when they arrive: the header is on screen before the first contract list answers. */
function AdminTotals({ electricidad, gas }: { electricidad: number | null; gas: number | null }) {
  const labels = useTexts(homeFrameArea).header;
  return (
    <div aria-live="polite" data-slot="totals" className="ov:flex ov:flex-wrap ov:gap-x-4 ov:text-sm">
      {electricidad !== null && gas !== null ? (
        <>
          <span className="ov:text-text-muted">{labels.totalsLabel}</span>
          <dl className="ov:flex ov:flex-wrap ov:gap-x-4">
            <div className="ov:flex ov:gap-1">
              <dt className="ov:font-semibold ov:text-electricity">{labels.totalElectricidad}:</dt>
              <dd>{electricidad}</dd>
            </div>
            <div className="ov:flex ov:gap-1">
              <dt className="ov:font-semibold ov:text-gas">{labels.totalGas}:</dt>
              <dd>{gas}</dd>
            </div>
          </dl>
        </>
      ) : null}
    </div>
  );
}

/** The signed-in user: the greeting (administrators: their contract totals), the profile link
 * and logout. */
export function UserArea() {
  const { session, navigate, links, messages } = usePortal();
  const state = useSession();
  const { header: labels } = textsOf(messages, homeFrameArea);
  const [leaving, setLeaving] = React.useState(false);
  const { totalElectricidad, totalGas } = state.totals;

  const logout = async () => {
    setLeaving(true);
    try {
      await session.logout();
    } finally {
      setLeaving(false);
    }
    navigate(links.login());
  };

  const name = displayName(state);
  return (
    <div className="ov:flex ov:flex-wrap ov:items-center ov:gap-x-4 ov:gap-y-2" data-slot="user">
      {state.isAdministrador ? (
        <div className="ov:flex ov:flex-wrap ov:items-center ov:gap-x-4 ov:gap-y-1">
          <p className="ov:font-semibold">{labels.administrator}</p>
          <AdminTotals electricidad={totalElectricidad} gas={totalGas} />
        </div>
      ) : (
        <p>
          <span className="ov:font-semibold">{labels.welcome}</span>
          {name ? <span>, {name}</span> : null}
        </p>
      )}
      <PortalLink to={links.admin()} className="ov:text-sm ov:text-primary ov:underline ov:underline-offset-2">
        {labels.profile}
      </PortalLink>
      <Button variant="secondary" busy={leaving} onClick={() => void logout()}>
        {labels.logout}
      </Button>
    </div>
  );
}
