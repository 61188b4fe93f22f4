"use client";

import { cn } from "../../lib/cn";
import { PreferencesCard } from "../shared/preferences";

export interface PreferencesProps {
  /** Level of the section's heading; 2 by default. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * 'Preferencias' as a widget of its own ('Mi cuenta' shows the same section from its menu):
 * the language of e-mails and documents, the e-mail notices and 'Factura electrónica' per
 * contract.
 */
export function Preferences({ headingLevel = 2, className }: PreferencesProps) {
  return (
    <div className={cn("ov-root ov-preferences-widget", className)}>
      <PreferencesCard headingLevel={headingLevel} />
    </div>
  );
}
