/** The login diagnostic ("Comprobar conexión"): what each probe found, and the plain-text
 * file the customer sends to support. Pure, so the file's content is tested on its own. */

export type ProbeState = "ok" | "unreachable" | "notConfigured";

export interface ProbeResult {
  state: ProbeState;
  /** The URL probed, when there was one. */
  url?: string | undefined;
  /** HTTP status, error kind or the service's answer (IP information). */
  detail?: string | undefined;
  /** Milliseconds until the answer (or the failure). */
  elapsedMs?: number | undefined;
}

export interface ConnectionReport {
  /** The portal's own API answered: the spec's success text. */
  connected: boolean;
  api: ProbeResult;
  testPage: ProbeResult;
  ipInfo: ProbeResult;
  checkedAt: Date;
}

export interface DiagnosticLabels {
  heading: string;
  api: string;
  testPage: string;
  ipInfo: string;
  ok: string;
  unreachable: string;
  notConfigured: string;
  file: { result: string; date: string; browser: string; language: string; online: string; yes: string; no: string; page: string };
}

export interface DiagnosticEnvironment {
  userAgent?: string | undefined;
  pageUrl?: string | undefined;
  language?: string | undefined;
  online?: boolean | undefined;
}

const stateText = (state: ProbeState, labels: DiagnosticLabels) =>
  state === "ok" ? labels.ok : state === "unreachable" ? labels.unreachable : labels.notConfigured;

function probeLines(name: string, probe: ProbeResult, labels: DiagnosticLabels): string[] {
  const lines = [`${name}: ${stateText(probe.state, labels)}`];
  if (probe.url) lines.push(`  URL: ${probe.url}`);
  if (probe.elapsedMs !== undefined) lines.push(`  Tiempo: ${probe.elapsedMs} ms`);
  if (probe.detail) lines.push(`  Detalle: ${probe.detail}`);
  return lines;
}

/** The text of the diagnostic file: one fact per line, readable by a support agent. */
export function diagnosticText(
  report: ConnectionReport,
  labels: DiagnosticLabels,
  result: string,
  env: DiagnosticEnvironment = {},
): string {
  const file = labels.file;
  const lines = [
    labels.heading,
    `${file.result}: ${result}`,
    `${file.date}: ${report.checkedAt.toISOString()}`,
    `${file.browser}: ${env.userAgent ?? "-"}`,
    `${file.language}: ${env.language ?? "-"}`,
    `${file.online}: ${env.online === undefined ? "-" : env.online ? file.yes : file.no}`,
    `${file.page}: ${env.pageUrl ?? "-"}`,
    "",
    ...probeLines(labels.api, report.api, labels),
    ...probeLines(labels.testPage, report.testPage, labels),
    ...probeLines(labels.ipInfo, report.ipInfo, labels),
  ];
  return `${lines.join("\n")}\n`;
}
