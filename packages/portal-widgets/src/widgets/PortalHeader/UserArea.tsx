"use client";

import * as React from "react";
import { usePortal, useSession, useTexts } from "../../core/react/portalHooks";
import { cn } from "../../lib/cn";
import { homeFrameArea } from "../../locales/es-ES/labels/homeFrame";
import { textsOf } from "../../locales/texts";
import { Button } from "../../ui/Button";
import { PortalLink } from "../../ui/PortalLink";

/** Announced when they arrive: the header is on screen before the first contract list answers. */
function AdminTotals({ electricidad, gas }: { electricidad: number | null; gas: number | null }) {
  const labels = useTexts(homeFrameArea).header;
  return (
    <div
      aria-live="polite"
      data-slot="totals"
      className="ov:flex ov:flex-wrap ov:gap-x-4 ov:text-sm ov:lg:flex-nowrap ov:lg:whitespace-nowrap"
    >
      {electricidad !== null && gas !== null ? (
        <>
          <span className="ov:text-text-muted ov:lg:sr-only ov:xl:not-sr-only">{labels.totalsLabel}</span>
          <dl className="ov:flex ov:flex-wrap ov:gap-x-4 ov:lg:flex-nowrap">
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

/**
 * The spec's plain 'Bienvenido' for customers, never a name: the session knows the e-mail
 * before the profile answers, so a name would flash the e-mail first, and 'Bienvenido, Lucía'
 * does not fit every customer. Administrators see their label and contract totals.
 */
export function Greeting({ totals = true, className }: { totals?: boolean; className?: string }) {
  const state = useSession();
  const labels = useTexts(homeFrameArea).header;
  const { totalElectricidad, totalGas } = state.totals;
  if (!state.isAdministrador) {
    return (
      <p className={cn("ov:font-semibold", className)} data-slot="greeting">
        {labels.welcome}
      </p>
    );
  }
  return (
    <div className={cn("ov:flex ov:flex-wrap ov:items-center ov:gap-x-4 ov:gap-y-1 ov:lg:flex-nowrap", className)} data-slot="greeting">
      <p className="ov:font-semibold ov:lg:whitespace-nowrap">{labels.administrator}</p>
      {totals ? <AdminTotals electricidad={totalElectricidad} gas={totalGas} /> : null}
    </div>
  );
}

/** 'Cerrar sesión': ends the session, then goes to the login page. */
export function LogoutButton({ className }: { className?: string }) {
  const { session, navigate, links, messages } = usePortal();
  const labels = textsOf(messages, homeFrameArea).header;
  const [leaving, setLeaving] = React.useState(false);
  const logout = async () => {
    setLeaving(true);
    try {
      await session.logout();
    } finally {
      setLeaving(false);
    }
    navigate(links.login());
  };
  return (
    <Button variant="secondary" className={className} busy={leaving} onClick={() => void logout()}>
      {labels.logout}
    </Button>
  );
}

/** The signed-in user: the greeting (administrators: their contract totals), the profile link
 * and logout. */
export function UserArea() {
  const { links } = usePortal();
  const labels = useTexts(homeFrameArea).header;
  return (
    <div
      className="ov:flex ov:flex-wrap ov:items-center ov:gap-x-4 ov:gap-y-2 ov:lg:flex-nowrap ov:lg:gap-x-3 ov:lg:whitespace-nowrap ov:xl:gap-x-4"
      data-slot="user"
    >
      <Greeting />
      <PortalLink to={links.admin()} className="ov:text-sm ov:text-primary ov:underline ov:underline-offset-2">
        {labels.profile}
      </PortalLink>
      <LogoutButton />
    </div>
  );
}
