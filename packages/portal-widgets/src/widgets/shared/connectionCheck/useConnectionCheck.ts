"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { publicQueries } from "../../../core/queries/domainQueries";
import { usePortal } from "../../../core/react/portalHooks";
import { callFailure } from "../account/callFailure";
import type { ConnectionReport, ProbeResult } from "./diagnostic";

/** An external page that has not answered by then counts as unreachable. */
const EXTERNAL_TIMEOUT_MS = 8000;
/** The IP service's answer goes into the file, cut to a sensible size. */
const MAX_IP_INFO_CHARS = 2000;

async function timed<T>(task: () => Promise<T>): Promise<[T, number]> {
  const start = Date.now();
  const value = await task();
  return [value, Date.now() - start];
}

function withTimeout(): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), EXTERNAL_TIMEOUT_MS);
  return { signal: controller.signal, done: () => clearTimeout(timer) };
}

/** The external test page. `no-cors`: the page need not allow us to read it; an opaque
 * answer already proves the Internet is reachable. Only a network failure is fatal. */
async function probeTestPage(url: string | undefined): Promise<ProbeResult> {
  if (!url) return { state: "notConfigured" };
  const { signal, done } = withTimeout();
  const start = Date.now();
  try {
    const response = await fetch(url, { mode: "no-cors", cache: "no-store", signal });
    const status = response.type === "opaque" ? "respuesta opaca" : `HTTP ${response.status}`;
    return { state: "ok", url, detail: status, elapsedMs: Date.now() - start };
  } catch (error) {
    return { state: "unreachable", url, detail: signal.aborted ? "tiempo agotado" : String(error), elapsedMs: Date.now() - start };
  } finally {
    done();
  }
}

/** The IP-information service: its answer (JSON or text) goes into the file as it came. */
async function probeIpInfo(url: string | undefined): Promise<ProbeResult> {
  if (!url) return { state: "notConfigured" };
  const { signal, done } = withTimeout();
  const start = Date.now();
  try {
    const response = await fetch(url, { cache: "no-store", headers: { Accept: "application/json" }, signal });
    const elapsedMs = Date.now() - start;
    if (!response.ok) return { state: "unreachable", url, detail: `HTTP ${response.status}`, elapsedMs };
    const text = (await response.text()).trim().slice(0, MAX_IP_INFO_CHARS);
    return { state: "ok", url, detail: text, elapsedMs };
  } catch (error) {
    return { state: "unreachable", url, detail: signal.aborted ? "tiempo agotado" : String(error), elapsedMs: Date.now() - start };
  } finally {
    done();
  }
}

/** Runs the three probes at once; none of them throws, so one failing never hides the others. */
export function useConnectionCheck() {
  const { client, config } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<ConnectionReport> => {
      const checkedAt = new Date();
      // Without a connection the route table may not load either: report the API's base.
      const apiUrl = await client.url("checkConnection").catch(() => config.apiBaseUrl);
      const probeApi = async (): Promise<ProbeResult> => {
        const start = Date.now();
        try {
          const [answer, elapsedMs] = await timed(() => queryClient.fetchQuery({ ...publicQueries.connection(client), staleTime: 0 }));
          return { state: "ok", url: apiUrl, detail: answer?.status ?? "HTTP 204", elapsedMs };
        } catch (error) {
          const { status } = callFailure(error);
          return { state: "unreachable", url: apiUrl, detail: status ? `HTTP ${status}` : "sin respuesta", elapsedMs: Date.now() - start };
        }
      };
      const [api, testPage, ipInfo] = await Promise.all([
        probeApi(),
        probeTestPage(config.connectionCheck?.testPageUrl),
        probeIpInfo(config.connectionCheck?.ipInfoUrl),
      ]);
      return { connected: api.state === "ok", api, testPage, ipInfo, checkedAt };
    },
  });
}
