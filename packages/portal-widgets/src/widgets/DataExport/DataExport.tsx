"use client";

import { cn } from "../../lib/cn";
import { DataExportCard } from "../shared/dataExport";

export interface DataExportProps {
  /** Level of the card's heading; 2 by default. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * 'Descargar mis datos' as a widget of its own ('Mi cuenta' shows the same card): the ZIP of
 * everything the retailer holds about the customer, prepared by the server with a progress bar.
 */
export function DataExport({ headingLevel = 2, className }: DataExportProps) {
  return (
    <div className={cn("ov-root ov-data-export-widget", className)} data-ov-widget="DataExport">
      <DataExportCard headingLevel={headingLevel} />
    </div>
  );
}
