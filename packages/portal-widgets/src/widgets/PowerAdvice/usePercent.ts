"use client";

import { usePortal } from "../../core/react/portalHooks";
import { intlLocale } from "../../locales/available";

/** A share as the language writes it: '20 %' in Spanish, '20%' in English, '% 20' in Basque. */
export function usePercent(share: number): string {
  const { locale } = usePortal();
  const whole = Math.round(share * 100);
  return locale === "es-ES" ? `${whole} %` : new Intl.NumberFormat(intlLocale(locale), { style: "percent" }).format(whole / 100);
}
