"use client";

import type { SupplyPoint } from "@oficina-virtual/api-contract";
import * as React from "react";
import { usePortal, useTexts } from "../../core/react/portalHooks";
import { madridToday, toDay } from "../../domain/calendarDate";
import { certificateMessages } from "../../locales/es-ES/certificate";
import { telemetryArea } from "../../locales/es-ES/labels/telemetry";
import { formatMessage } from "../../locales/format";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { DateRangePicker, useDateRange } from "../../ui/DateRangePicker";
import { PortalLink } from "../../ui/PortalLink";
import { SupplyPointGate, SupplyPointSummary } from "../shared/measures/SupplyPointGate";
import { useConsumptionCertificate } from "./useConsumptionCertificate";

export interface ConsumptionCertificateProps {
  /** The contract code of the route (/certificate/{codAbonado}). */
  codAbonado: string;
  /** The last selectable day (tests and stories); defaults to today. */
  today?: Date | string;
}

/** Consumption certificate (part 2 §2.8): a certified PDF of the invoices issued in a range. */
export function ConsumptionCertificate({ codAbonado, today }: ConsumptionCertificateProps) {
  const texts = useTexts(telemetryArea);
  return (
    <div className="ov-root ov:flex ov:flex-col ov:gap-4" data-ov-widget="ConsumptionCertificate">
      <header className="ov:flex ov:flex-col ov:gap-1">
        <h1 className="ov:text-2xl ov:font-semibold ov:text-text">{texts.certificate.title}</h1>
        <p className="ov:text-sm ov:text-text-muted">{texts.certificate.note}</p>
      </header>
      <SupplyPointGate codAbonado={codAbonado}>
        {(supplyPoint) => <CertificateForm supplyPoint={supplyPoint} today={today} />}
      </SupplyPointGate>
    </div>
  );
}

function CertificateForm({ supplyPoint, today }: { supplyPoint: SupplyPoint; today?: Date | string | undefined }) {
  const { links, messages } = usePortal();
  const texts = textsOf(messages, telemetryArea);
  const certificateTexts = useTexts(certificateMessages);
  // The spec gives no default; the longest range allowed (12 months to today) is the most
  // useful start, and the customer can narrow it.
  const initial = React.useMemo(() => {
    const end = (today !== undefined ? toDay(today) : null) ?? madridToday();
    return { desde: end.subtract(12, "month").format("DD-MM-YYYY"), hasta: end.format("DD-MM-YYYY") };
  }, [today]);
  const range = useDateRange({ variant: "telemetry12Months", initial, today });
  const certificate = useConsumptionCertificate(supplyPoint);
  const [result, setResult] = React.useState<{ tone: "success" | "warning"; text: string } | null>(null);
  const legendId = React.useId();

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (certificate.busy) return;
    const valid = range.validate();
    if (!valid) return;
    setResult(null);
    const outcome = await certificate.get(valid);
    setResult(
      outcome.ok
        ? { tone: "success", text: formatMessage(texts.downloaded, { file: outcome.fileName }) }
        : { tone: "warning", text: outcome.busy ?? certificateTexts.empty },
    );
  };

  return (
    <>
      <SupplyPointSummary supplyPoint={supplyPoint} />
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="ov:flex ov:flex-col ov:gap-3">
        <fieldset aria-labelledby={legendId} className="ov:flex ov:flex-col ov:gap-2">
          <legend id={legendId} className="ov:text-sm ov:font-semibold ov:text-text">
            {texts.certificate.dateLabel}
          </legend>
          <DateRangePicker {...range.pickerProps} />
        </fieldset>
        <div className="ov:flex ov:flex-wrap ov:items-center ov:gap-4">
          <Button type="submit" busy={certificate.busy}>
            {texts.certificate.submit}
          </Button>
          <PortalLink to={links.home()} className="ov:text-sm ov:font-semibold ov:text-primary ov:underline">
            {texts.back}
          </PortalLink>
        </div>
      </form>
      <div aria-live="polite">{result ? <Alert tone={result.tone}>{result.text}</Alert> : null}</div>
    </>
  );
}
