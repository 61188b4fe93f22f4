"use client";

import type { SupplyPoint } from "@oficina-virtual/api-contract";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { contractQueries } from "../../../core/queries/domainQueries";
import { usePortal, useSession } from "../../../core/react/portalHooks";
import { cn } from "../../../lib/cn";
import { insightsArea } from "../../../locales/es-ES/labels/insights";
import { textsOf } from "../../../locales/texts";
import { Alert } from "../../../ui/Alert";
import { Card } from "../../../ui/Card";
import { SelectField } from "../../../ui/Field";
import { Spinner } from "../../../ui/Spinner";
import { type LineNames, lineName } from "../contracts/lineName";
import { FIRST_PAGES_QUERY } from "../contracts/useContractTotals";
import { CostThisMonthView } from "./CostThisMonthView";
import { useCostThisMonth } from "./useInsights";

export interface CostThisMonthCardProps {
  /** The contract (codAbonado); without it, the selected product's or the first active one. */
  contractCode?: string | undefined;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const active = (row: SupplyPoint) => !row.fechaBaja;
const optionLabel = (row: SupplyPoint, lines: LineNames) => `${row.codAbonado} · ${lineName(lines, row.line)} · ${row.cups}`;

/**
 * 'Tu consumo este mes' for one contract. Without a contract given it offers the caller's
 * contracts (the home's first page of each line, electricity first) and starts with the
 * product picked last, else the first active one.
 */
export function CostThisMonthCard({ contractCode, headingLevel = 2, className }: CostThisMonthCardProps) {
  const { client, messages } = usePortal();
  const texts = textsOf(messages, insightsArea);
  const selected = useSession().selectedProduct?.codAbonado;
  const contracts = useQuery({ ...contractQueries.list(client, FIRST_PAGES_QUERY), enabled: !contractCode });
  const rows = React.useMemo(() => (contracts.data?.cupsAsociados.select ?? []).filter(active), [contracts.data]);
  const [chosen, setChosen] = React.useState<string | null>(null);
  const fallback = rows.find((row) => row.codAbonado === selected)?.codAbonado ?? rows[0]?.codAbonado ?? null;
  const code = contractCode ?? chosen ?? fallback;
  const month = useCostThisMonth(code);
  const idPrefix = React.useId().replace(/:/g, "");

  let body: React.ReactNode;
  if (!contractCode && contracts.isPending) body = <Spinner label={texts.common.loading} />;
  else if (!contractCode && contracts.isError) body = <Alert tone="error">{texts.common.error}</Alert>;
  else if (code === null) body = <p role="status">{texts.month.noContracts}</p>;
  else if (month.isPending) body = <Spinner label={texts.common.loading} />;
  else if (month.isError) body = <Alert tone="error">{texts.common.error}</Alert>;
  else if (!month.data) body = <p role="status">{texts.month.unavailable}</p>;
  else body = <CostThisMonthView key={code} data={month.data} idPrefix={idPrefix} />;

  return (
    <Card
      heading={texts.month.heading}
      headingLevel={headingLevel}
      className={cn("ov-cost-this-month-card", className)}
      aria-busy={month.isFetching || undefined}
    >
      {!contractCode && rows.length > 1 ? (
        <SelectField
          label={texts.month.chooseContract}
          fieldClassName="ov:mb-4 ov:max-w-md"
          value={code ?? ""}
          options={rows.map((row) => ({ value: row.codAbonado, label: optionLabel(row, texts.month.lines) }))}
          onChange={(event) => setChosen(event.target.value)}
        />
      ) : null}
      {body}
    </Card>
  );
}
