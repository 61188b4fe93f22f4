"use client";

import type { SelfConsumptionMonth, SelfConsumptionResponse, SupplyPoint } from "@oficina-virtual/api-contract";
import { useQuery } from "@tanstack/react-query";
import { telemetryQueries } from "../../../core/queries/domainQueries";
import { usePortal } from "../../../core/react/portalHooks";
import { useFormat } from "../../../core/react/useFormat";
import { telemetryArea } from "../../../locales/es-ES/labels/telemetry";
import { textsOf } from "../../../locales/texts";
import { Alert } from "../../../ui/Alert";
import { type Columns, DataTable } from "../../../ui/Table";
import type { MeasureRequest } from "./measureTypes";

export interface SelfConsumptionPanelProps {
  supplyPoint: SupplyPoint;
  /** The range the load curve shows. */
  request: Pick<MeasureRequest, "desde" | "hasta">;
}

/** 'YYYY-MM' → 'MM/YYYY', the portal's numeric date style. */
const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

/**
 * 'Autoconsumo' under the load curve: per month of the range, the surplus
 * poured into the grid and its compensation under the simplified scheme, capped at the
 * month's energy term, with totals that are the sums of the lines. The figures are the
 * server's, at the contract's price plan of each month (energy/selfConsumption.ts, the same
 * function and prices as the invoice breakdown's 'Compensación de excedentes'). A supply
 * without self-consumption says so in one sentence, and one with no surplus in the range in
 * another: never an empty table. The section stays (rather than vanishing once the answer
 * comes) because it loads after the chart with its own loading and error states.
 */
export function SelfConsumptionPanel({ supplyPoint, request }: SelfConsumptionPanelProps) {
  const { client, messages } = usePortal();
  const texts = textsOf(messages, telemetryArea).selfConsumption;
  const query = useQuery({
    ...telemetryQueries.selfConsumption(client, {
      cups: supplyPoint.cups,
      contractCode: supplyPoint.codAbonado,
      startDate: request.desde,
      endDate: request.hasta,
    }),
    retry: false,
  });
  const answer = query.data?.Autoconsumo;
  const hasSurplus = !!answer && answer.total.surplusKwh > 0;

  return (
    <section aria-labelledby="ov-self-consumption-title" className="ov:flex ov:flex-col ov:gap-3" data-slot="self-consumption">
      <h2 id="ov-self-consumption-title" className="ov:text-lg ov:font-semibold ov:text-text">
        {texts.title}
      </h2>
      {query.isPending ? (
        <p role="status" className="ov:text-sm ov:text-text-muted">
          {texts.loading}
        </p>
      ) : query.isError || !answer ? (
        <Alert tone="error">{texts.error}</Alert>
      ) : !answer.hasSelfConsumption ? (
        <p className="ov:text-sm ov:text-text-muted" data-slot="no-self-consumption">
          {texts.noSelfConsumption}
        </p>
      ) : !hasSurplus ? (
        <p className="ov:text-sm ov:text-text-muted">{texts.none}</p>
      ) : (
        <>
          <p className="ov:text-sm ov:text-text">{texts.intro}</p>
          <SelfConsumptionTable answer={answer} />
        </>
      )}
    </section>
  );
}

type Answer = SelfConsumptionResponse["Autoconsumo"];

/** The months, the compensation first on a phone's card, the totals after them. */
function SelfConsumptionTable({ answer }: { answer: Answer }) {
  const texts = textsOf(usePortal().messages, telemetryArea).selfConsumption;
  const format = useFormat();
  const columns: Columns<SelfConsumptionMonth> = [
    { id: "month", header: texts.month, role: "title", cell: (m) => monthLabel(m.month) },
    { id: "surplus", header: texts.surplus, role: "title", align: "end", cell: (m) => format.kwh(m.surplusKwh) },
    { id: "price", header: texts.price, role: "detail", align: "end", cell: (m) => format.unitPrice(m.surplusPrice) },
    { id: "energyTerm", header: texts.energyTerm, role: "detail", align: "end", cell: (m) => format.amount(m.energyTermEur) },
    {
      id: "compensation",
      header: texts.compensation,
      role: "key",
      align: "end",
      cell: (m) => (
        <>
          {format.amount(m.compensationEur)}
          {m.capped ? (
            <span className="ov:block ov:text-xs ov:font-normal ov:text-text-muted ov:whitespace-normal">{texts.capped}</span>
          ) : null}
        </>
      ),
    },
  ];
  const footer = {
    label: texts.total,
    slot: "self-consumption-total",
    cells: { surplus: format.kwh(answer.total.surplusKwh), compensation: format.amount(answer.total.compensationEur) },
  };
  return (
    <DataTable
      label={texts.tableLabel}
      rowSlot="self-consumption-month"
      columns={columns}
      rows={answer.months}
      rowKey={(m) => m.month}
      footer={footer}
    />
  );
}
