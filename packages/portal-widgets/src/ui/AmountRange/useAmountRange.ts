"use client";

import * as React from "react";
import type { AmountPair } from "./pairRules";

/**
 * The chosen amounts, following the limits until the user moves a thumb (limits arrive
 * after the first render). `narrowed` says whether to send minPrice/maxPrice: the full range
 * is "no amount filter", so invoices beyond a fallback range are not left out.
 */
export function useAmountRange(limits: { min: number; max: number }) {
  const [chosen, setChosen] = React.useState<AmountPair | null>(null);
  const value: AmountPair = chosen ?? [limits.min, limits.max];
  const narrowed = chosen !== null && (chosen[0] > limits.min || chosen[1] < limits.max);
  const reset = React.useCallback(() => setChosen(null), []);
  return { value, setValue: setChosen as (value: AmountPair) => void, narrowed, reset };
}
