"use client";

import type { SupplyPoint } from "@oficina-virtual/api-contract";
import * as React from "react";
import { usePortal } from "../../core/react/portalHooks";
import { busyDownloadText, useFileDownload } from "../../core/react/useFileDownload";
import { certificateFileName } from "../../domain/downloads";

/** `busy`: the server's text of a refusal (429), which is not "none found". */
export type CertificateOutcome = { ok: true; fileName: string } | { ok: false; busy?: string | undefined };

/**
 * The consumption certificate (part 2 §7): line in lower case, contract, YYYY-MM-DD dates,
 * saved as Certificado-{contract}.pdf. A file under 150 bytes or a failed call is the
 * spec's "none found" (§8): the reference server answers 404 when no invoice falls in range.
 */
export function useConsumptionCertificate(supplyPoint: SupplyPoint) {
  const { client, messages, locale } = usePortal();
  const files = useFileDownload();
  const fileName = certificateFileName(supplyPoint.codAbonado);
  const get = React.useCallback(
    async (range: { startDate: string; endDate: string }): Promise<CertificateOutcome> => {
      const outcome = await files.download(
        () =>
          client.download("consumptionsCertified", {
            query: { line: supplyPoint.line, contractCode: supplyPoint.codAbonado, startDate: range.startDate, endDate: range.endDate },
          }),
        { fileName },
      );
      return outcome.ok ? { ok: true, fileName } : { ok: false, busy: busyDownloadText(outcome, locale, messages) };
    },
    [client, messages, locale, files, supplyPoint.line, supplyPoint.codAbonado, fileName],
  );
  return { get, busy: files.isPending(fileName) };
}
