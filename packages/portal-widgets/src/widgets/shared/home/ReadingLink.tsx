"use client";

import type { SupplyPoint } from "@oficina-virtual/api-contract";
import { useQuery } from "@tanstack/react-query";
import { contractQueries } from "../../../core/queries/domainQueries";
import { usePortal, useSession } from "../../../core/react/portalHooks";
import { homeArea } from "../../../locales/es-ES/labels/home";
import { formatMessage } from "../../../locales/format";
import { textsOf } from "../../../locales/texts";
import { PortalLink } from "../../../ui/PortalLink";
import { FIRST_PAGES_QUERY } from "../contracts/useContractTotals";

const active = (row: SupplyPoint) => !row.fechaBaja;

/** 'Enviar lectura del contador' for the contract picked last, else the first active one
 * (the same choice as 'Tu consumo este mes'); the contracts table's rows go to the others. */
export function ReadingLink({ className }: { className?: string }) {
  const { client, links, messages } = usePortal();
  const texts = textsOf(messages, homeArea).latestInvoice;
  const selected = useSession().selectedProduct?.codAbonado;
  const contracts = useQuery(contractQueries.list(client, FIRST_PAGES_QUERY));
  const rows = (contracts.data?.cupsAsociados.select ?? []).filter(active);
  const contract = rows.find((row) => row.codAbonado === selected) ?? rows[0];
  if (!contract) return null;
  return (
    <p className={className}>
      <span className="ov:text-sm ov:text-text-muted">{formatMessage(texts.readingText, { contract: contract.codAbonado })} </span>
      <PortalLink
        to={links.readingInput(contract.codAbonado)}
        className="ov:font-semibold ov:text-primary ov:underline ov:underline-offset-2"
      >
        {texts.reading}
      </PortalLink>
    </p>
  );
}
