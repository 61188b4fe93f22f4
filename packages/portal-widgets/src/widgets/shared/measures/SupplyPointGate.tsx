"use client";

import type { SupplyPoint } from "@oficina-virtual/api-contract";
import type * as React from "react";
import { usePortal, useTexts } from "../../../core/react/portalHooks";
import { useSupplyPoint } from "../../../core/react/useSupplyPoint";
import { telemetryArea } from "../../../locales/es-ES/labels/telemetry";
import { formatMessage } from "../../../locales/format";
import { textsOf } from "../../../locales/texts";
import { Alert } from "../../../ui/Alert";
import { PortalLink } from "../../../ui/PortalLink";

export interface SupplyPointGateProps {
  codAbonado: string;
  children: (supplyPoint: SupplyPoint) => React.ReactNode;
}

/**
 * Resolves the contract of the URL to the caller's supply point (so a deep link opened in a
 * new tab works) and renders its screen; an id that is not the caller's gets a message and
 * a way home instead of a blank page. Shared by the contract screens.
 */
export function SupplyPointGate({ codAbonado, children }: SupplyPointGateProps) {
  const { links, messages } = usePortal();
  const texts = textsOf(messages, telemetryArea).supplyPoint;
  const state = useSupplyPoint(codAbonado);

  if (state.status === "loading") {
    return (
      <p role="status" className="ov:text-sm ov:text-text-muted">
        {texts.loading}
      </p>
    );
  }
  if (state.status === "found") return <>{children(state.supplyPoint)}</>;
  return (
    <div className="ov:flex ov:flex-col ov:items-start ov:gap-3">
      <Alert tone="error">{state.status === "notFound" ? formatMessage(texts.notFound, { code: codAbonado }) : texts.loadError}</Alert>
      <PortalLink to={links.home()} variant="secondary">
        {texts.home}
      </PortalLink>
    </div>
  );
}

/** CUPS and contract number of the selected supply point, as every contract screen shows them. */
export function SupplyPointSummary({ supplyPoint }: { supplyPoint: SupplyPoint }) {
  const texts = useTexts(telemetryArea).supplyPoint;
  return (
    <dl className="ov:grid ov:grid-cols-[auto_1fr] ov:gap-x-3 ov:gap-y-1 ov:text-sm" data-slot="supply-point">
      <dt className="ov:font-semibold ov:text-text">{texts.cups}</dt>
      <dd className="ov:break-all ov:text-text">{supplyPoint.cups}</dd>
      <dt className="ov:font-semibold ov:text-text">{texts.contract}</dt>
      <dd className="ov:text-text">{supplyPoint.codAbonado}</dd>
    </dl>
  );
}
