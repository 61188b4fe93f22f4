"use client";

import { saveBlob } from "../../../core/client/saveFile";
import { useMessages, useTexts } from "../../../core/react/portalHooks";
import { cn } from "../../../lib/cn";
import { formatMessage } from "../../../locales";
import { connectionCheckMessages } from "../../../locales/es-ES/connectionCheck";
import { accountArea } from "../../../locales/es-ES/labels/account";
import { textsOf } from "../../../locales/texts";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { type ConnectionReport, diagnosticText, type ProbeState } from "./diagnostic";
import { useConnectionCheck } from "./useConnectionCheck";

export interface ConnectionCheckProps {
  /** After each check, with what the three probes found. */
  onResult?: (report: ConnectionReport) => void;
  className?: string;
}

const stateColours: Record<ProbeState, string> = {
  ok: "ov:text-success",
  unreachable: "ov:text-danger",
  notConfigured: "ov:text-text-muted",
};

function environment() {
  if (typeof navigator === "undefined") return {};
  return {
    userAgent: navigator.userAgent,
    language: navigator.language,
    online: navigator.onLine,
    pageUrl: typeof location === "undefined" ? undefined : location.href,
  };
}

/**
 * "Comprobar conexión": tests the portal's API, an external test page and an
 * IP-information service (both set in the provider's `connectionCheck`), says whether the
 * virtual office is reachable, and downloads a plain-text diagnostic for support.
 */
export function ConnectionCheck({ onResult, className }: ConnectionCheckProps) {
  const messages = useMessages();
  const labels = textsOf(messages, accountArea).connectionCheck;
  const phone = textsOf(messages, accountArea).supportPhone;
  const texts = useTexts(connectionCheckMessages);
  const check = useConnectionCheck();
  const report = check.data;

  const resultText = (value: ConnectionReport) => (value.connected ? texts.success : formatMessage(texts.failure, { phone }));

  const download = (value: ConnectionReport) => {
    const text = diagnosticText(value, labels, resultText(value), environment());
    saveBlob(new Blob([text], { type: "text/plain;charset=utf-8" }), labels.fileName);
  };

  const run = () => {
    if (check.isPending) return;
    check.mutate(undefined, {
      onSuccess: (value) => {
        download(value);
        onResult?.(value);
      },
    });
  };

  const probes = report
    ? ([
        [labels.api, report.api.state],
        [labels.testPage, report.testPage.state],
        [labels.ipInfo, report.ipInfo.state],
      ] as const)
    : [];
  const stateLabel = (state: ProbeState) =>
    state === "ok" ? labels.ok : state === "unreachable" ? labels.unreachable : labels.notConfigured;

  return (
    <div className={cn("ov-root ov:flex ov:flex-col ov:gap-3", className)} data-ov-widget="ConnectionCheck">
      <div className="ov:flex ov:flex-wrap ov:gap-2">
        <Button variant="secondary" busy={check.isPending} onClick={run}>
          {texts.button}
        </Button>
        {report ? (
          <Button variant="link" onClick={() => download(report)}>
            {labels.downloadAgain}
          </Button>
        ) : null}
      </div>
      <div aria-live="polite" className="ov:flex ov:flex-col ov:gap-2">
        {check.isPending ? <p className="ov:text-sm ov:text-text-muted">{labels.checking}</p> : null}
        {report ? (
          <>
            <Alert tone={report.connected ? "success" : "error"}>{resultText(report)}</Alert>
            <ul className="ov:flex ov:flex-col ov:gap-1 ov:text-sm" aria-label={labels.heading}>
              {probes.map(([name, state]) => (
                <li key={name} className="ov:flex ov:flex-wrap ov:justify-between ov:gap-2">
                  <span className="ov:text-text">{name}</span>
                  <span className={cn("ov:font-semibold", stateColours[state])} data-state={state}>
                    {stateLabel(state)}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}
