"use client";

import * as React from "react";
import { useTexts } from "../../../../core/react/portalHooks";
import { powerArea } from "../../../../locales/es-ES/labels/power";
import type { PeriodBarsProps } from "./PeriodBars";

// recharts loads only when a bar view is first opened.
const PeriodBars = React.lazy(() => import("./PeriodBars"));

/** The bars by day or month, with a status line while their chart library loads. */
export function LazyPeriodBars(props: PeriodBarsProps) {
  const texts = useTexts(powerArea).periods;
  return (
    <React.Suspense
      fallback={
        <p role="status" className="ov:text-sm ov:text-text-muted">
          {texts.chartLoading}
        </p>
      }
    >
      <PeriodBars {...props} />
    </React.Suspense>
  );
}
