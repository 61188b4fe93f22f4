"use client";

import type { DataExport } from "@oficina-virtual/api-contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";
import { usePortal } from "../../../core/react/portalHooks";
import { useFileDownload } from "../../../core/react/useFileDownload";

/** How often the job's state is asked while it is being prepared. */
export const DATA_EXPORT_POLL_MS = 1000;

/** These calls always answer a body; an empty answer (a 204) is a failure. */
function answered<T>(answer: T | null): T {
  if (answer === null) throw new Error("Respuesta vacía");
  return answer;
}

export const dataExportKey = (id: string) => ["dataExport", id] as const;

/**
 * 'Descargar mis datos': starts the server's job (or resumes the one in preparation: the
 * server answers that one), polls its state and percentage until it is ready or failed, and
 * saves the ZIP under the name the server gave it.
 */
export function useDataExport() {
  const { client } = usePortal();
  const queryClient = useQueryClient();
  const [jobId, setJobId] = React.useState<string | null>(null);
  const start = useMutation<DataExport, unknown, void>({
    mutationFn: async () => answered(await client.call("dataExportStart", {})),
    onSuccess: (job) => {
      queryClient.setQueryData(dataExportKey(job.id), job);
      setJobId(job.id);
    },
  });
  const job = useQuery({
    queryKey: dataExportKey(jobId ?? ""),
    queryFn: async ({ signal }) => answered(await client.call("dataExportStatus", { params: { exportId: jobId ?? "" }, signal })),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data?.state === "preparando" ? DATA_EXPORT_POLL_MS : false),
  });
  const { download, pending } = useFileDownload();
  const save = async (ready: DataExport) => {
    const fileName = ready.fileName ?? "mis-datos.zip";
    const outcome = await download(() => client.download("dataExportZip", { params: { exportId: ready.id } }), { fileName });
    return outcome.ok;
  };
  return { start, job: jobId === null ? undefined : job, save, saving: pending.size > 0 };
}
