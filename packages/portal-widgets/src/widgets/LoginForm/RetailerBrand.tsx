"use client";

import { COMPANY } from "@oficina-virtual/api-contract";
import { useTexts } from "../../core/react/portalHooks";
import { homeFrameArea } from "../../locales/es-ES/labels/homeFrame";

/** The retailer above the login form, so a customer knows whose portal asks for a password:
 * a logo slot (a host themes `.ov-brand__logo`, e.g. with a background image), the brand
 * and the portal's name. The brand is the same record as the footer's and the PDFs'. */
export function RetailerBrand() {
  const portalName = useTexts(homeFrameArea).company.name;
  const initials = COMPANY.brand
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .map((word) => word[0])
    .join("");
  return (
    <div className="ov-brand ov:mb-4 ov:flex ov:items-center ov:gap-3" data-slot="brand">
      <span
        aria-hidden="true"
        className="ov-brand__logo ov:inline-flex ov:size-12 ov:shrink-0 ov:items-center ov:justify-center ov:rounded-[var(--ov-radius-card)] ov:bg-primary ov:bg-contain ov:bg-center ov:bg-no-repeat ov:text-lg ov:font-bold ov:text-primary-contrast"
      >
        {initials}
      </span>
      <p className="ov:flex ov:flex-col">
        <span className="ov:text-lg ov:font-bold ov:text-text">{COMPANY.brand}</span>
        <span className="ov:text-sm ov:text-text-muted">{portalName}</span>
      </p>
    </div>
  );
}
