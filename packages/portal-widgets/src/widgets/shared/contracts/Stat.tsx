"use client";

import type * as React from "react";
import { usePortal } from "../../../core/react/portalHooks";
import { cn } from "../../../lib/cn";
import { commonMessages } from "../../../locales/es-ES/common";
import { homeArea } from "../../../locales/es-ES/labels/home";
import { textsOf } from "../../../locales/texts";

/** A figure, or what stands in for it while it loads or when it could not be read. */
export function Figure({ value, loading, failed }: { value: number | null | undefined; loading: boolean; failed: boolean }) {
  const { messages } = usePortal();
  if (value !== null && value !== undefined) return <>{value}</>;
  if (loading) return <span className="ov:text-sm ov:font-normal ov:text-text-muted">{textsOf(messages, homeArea).summary.loading}</span>;
  return failed ? <span className="ov:text-sm ov:font-normal ov:text-danger">{textsOf(messages, commonMessages).retryLater}</span> : <>—</>;
}

export function Stat({ label, tone, children }: { label: string; tone?: "electricity" | "gas"; children: React.ReactNode }) {
  return (
    <div className="ov:flex ov:flex-col">
      <dt
        className={cn(
          "ov:text-sm ov:font-semibold",
          tone === "gas" ? "ov:text-gas" : tone === "electricity" ? "ov:text-electricity" : "ov:text-text-muted",
        )}
      >
        {label}
      </dt>
      <dd className="ov:text-3xl ov:font-bold ov:text-text">{children}</dd>
    </div>
  );
}
