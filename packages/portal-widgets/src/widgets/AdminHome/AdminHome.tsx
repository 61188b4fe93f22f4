"use client";

import type * as React from "react";
import { usePortal } from "../../core/react/portalHooks";
import { cn } from "../../lib/cn";
import { Card } from "../../ui/Card";
import { Figure, Stat } from "../shared/contracts/Stat";
import { useContractTotals } from "../shared/contracts/useContractTotals";

export interface AdminHomeProps {
  /** The administrator's invoice screen, placed under the totals. */
  children?: React.ReactNode;
  /** Level of the page heading; 1 by default (the totals card takes the next level). */
  headingLevel?: 1 | 2;
  className?: string;
}

/**
 * The property administrator's home (/administrador-fincas, part 1 §1): the totals of the
 * electricity and gas contracts linked to the account, then the invoice screen the host
 * passes as children. Loading the totals also stores them for the header.
 */
export function AdminHome({ children, headingLevel = 1, className }: AdminHomeProps) {
  const { messages } = usePortal();
  const labels = messages.labels.home.adminHome;
  const totals = useContractTotals();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={cn("ov-root ov-admin-home ov:flex ov:flex-col ov:gap-6", className)} data-ov-widget="AdminHome">
      <Heading className="ov:text-2xl ov:font-bold ov:text-text">{labels.heading}</Heading>
      <Card heading={labels.totalsHeading} headingLevel={headingLevel === 1 ? 2 : 3}>
        <dl className="ov:flex ov:flex-wrap ov:gap-8" aria-live="polite">
          <Stat label={labels.electricidad} tone="electricity">
            <Figure value={totals.electricidad} loading={totals.loading} failed={totals.failed} />
          </Stat>
          <Stat label={labels.gas} tone="gas">
            <Figure value={totals.gas} loading={totals.loading} failed={totals.failed} />
          </Stat>
        </dl>
      </Card>
      {children}
    </div>
  );
}
