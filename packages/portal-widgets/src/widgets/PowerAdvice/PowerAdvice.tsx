"use client";

import type { SupplyPoint } from "@oficina-virtual/api-contract";
import { usePortal, useTexts } from "../../core/react/portalHooks";
import { powerArea } from "../../locales/es-ES/labels/power";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { PortalLink } from "../../ui/PortalLink";
import { SupplyPointGate, SupplyPointSummary } from "../shared/measures/SupplyPointGate";
import { PowerAdviceResult } from "./PowerAdviceResult";
import { usePowerInsight } from "./usePowerInsight";

export interface PowerAdviceProps {
  /** The contract code of the route (/potencia/{codAbonado}). */
  codAbonado: string;
}

/**
 * 'Potencia óptima': per power period, the contracted power against the highest
 * hourly demand of the last 12 months, the recommended step and what it changes in a year.
 * Electricity only; someone else's contract gets the contract screens' not-found message.
 */
export function PowerAdvice({ codAbonado }: PowerAdviceProps) {
  const texts = useTexts(powerArea).advice;
  return (
    <div className="ov-root ov:flex ov:flex-col ov:gap-4" data-ov-widget="PowerAdvice">
      <header className="ov:flex ov:flex-col ov:gap-1">
        <h1 className="ov:text-2xl ov:font-semibold ov:text-text">{texts.title}</h1>
        <p className="ov:text-sm ov:text-text-muted">{texts.intro}</p>
      </header>
      <SupplyPointGate codAbonado={codAbonado}>{(supplyPoint) => <PowerContent supplyPoint={supplyPoint} />}</SupplyPointGate>
    </div>
  );
}

function PowerContent({ supplyPoint }: { supplyPoint: SupplyPoint }) {
  const { links, messages } = usePortal();
  const texts = textsOf(messages, powerArea).advice;
  const electricity = supplyPoint.line === "Electricidad";
  const query = usePowerInsight(supplyPoint.codAbonado, electricity);
  return (
    <>
      <SupplyPointSummary supplyPoint={supplyPoint} />
      <nav aria-label={texts.title} className="ov:flex ov:flex-wrap ov:gap-4 ov:text-sm">
        {electricity ? (
          <PortalLink to={links.telemetry(supplyPoint.codAbonado)} className="ov:font-semibold ov:text-primary ov:underline">
            {texts.telemetryLink}
          </PortalLink>
        ) : null}
        <PortalLink to={links.home()} className="ov:font-semibold ov:text-primary ov:underline">
          {texts.back}
        </PortalLink>
      </nav>
      {!electricity ? (
        <Alert tone="info">{texts.gasOnly}</Alert>
      ) : query.isPending ? (
        <p role="status" className="ov:text-sm ov:text-text-muted">
          {texts.loading}
        </p>
      ) : query.isError || !query.data ? (
        <Alert tone="error">{texts.loadError}</Alert>
      ) : (
        <PowerAdviceResult insight={query.data} />
      )}
    </>
  );
}
