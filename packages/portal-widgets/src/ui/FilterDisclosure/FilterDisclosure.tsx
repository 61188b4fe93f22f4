"use client";

import * as React from "react";
import { useTexts } from "../../core/react/portalHooks";
import { cn } from "../../lib/cn";
import { commonArea } from "../../locales/es-ES/labels/common";
import { formatMessage } from "../../locales/format";
import { buttonClasses } from "../Button";
import { CARDS_BELOW_PX } from "../Table/DataTable";
import { useElementWidth } from "../useElementWidth";

/** One active filter: the form's own label and what it holds. */
export interface ActiveFilter {
  label: string;
  value: string;
}

export interface FilterDisclosureProps {
  /** The filters of the search on show, for the line beside 'Filtrar' while folded. */
  active: readonly ActiveFilter[];
  children: React.ReactNode;
  className?: string;
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={cn("ov:size-4 ov:transition-transform", open && "ov:rotate-180")}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="m5 8 5 5 5-5" />
    </svg>
  );
}

/**
 * A search form that folds into a 'Filtrar' disclosure in a box under `CARDS_BELOW_PX` (a
 * phone): closed at first, with the active filters in one line, so the results come first.
 * Wider, the form shows as it always did and no button is drawn. The form stays mounted
 * while folded (only `hidden`), so nothing the user typed is lost when it folds or the
 * window changes width. An unknown width (a server render, jsdom) keeps the form open.
 */
export function FilterDisclosure({ active, children, className }: FilterDisclosureProps) {
  const texts = useTexts(commonArea).filters;
  const ref = React.useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref, 0);
  const folds = width !== null && width > 0 && width < CARDS_BELOW_PX;
  const [open, setOpen] = React.useState(false);
  const panelId = React.useId();
  const shown = !folds || open;
  const summary =
    active.length === 0
      ? texts.none
      : formatMessage(texts.active, { filters: active.map((filter) => `${filter.label}: ${filter.value}`).join(" · ") });
  return (
    <div ref={ref} className={cn("ov:flex ov:flex-col ov:gap-3", className)} data-slot="filter-disclosure" data-folded={!shown}>
      {folds ? (
        <div className="ov:flex ov:flex-col ov:gap-1">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
            className={buttonClasses("secondary", "ov:self-start")}
            data-slot="filter-toggle"
          >
            <Chevron open={open} />
            {texts.toggle}
          </button>
          {open ? null : (
            <p className="ov:text-sm ov:text-text-muted" data-slot="filter-summary">
              {summary}
            </p>
          )}
        </div>
      ) : null}
      <div id={panelId} hidden={!shown} data-slot="filter-panel">
        {children}
      </div>
    </div>
  );
}
