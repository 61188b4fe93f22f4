"use client";

import * as React from "react";
import type { ContractDetailsDialogProps } from "./ContractDetailsDialog";

// 'Detalles del Contrato' (Radix's dialog, focus scope and scroll lock, the details' rows) is
// a chunk of its own: a list page asks for it when a contract button is first pointed at or
// focused, and shows it on the first press, when it has come.
const load = () => import("./ContractDetailsDialog");
const ContractDetailsDialog = React.lazy(() => load().then((module) => ({ default: module.ContractDetailsDialog })));

export const preloadContractDetailsDialog = () => {
  void load().catch(() => undefined);
};

/** Reports, once, that the dialog's chunk has come and the dialog is in the page. */
function Arrived({ onArrived }: { onArrived: () => void }) {
  const arrived = React.useRef(onArrived);
  React.useEffect(() => arrived.current(), []);
  return null;
}

/**
 * ContractDetailsDialog, loaded on demand. `onArrived` runs when it is in the page: until
 * then the list keeps its buttons active, so the pressed one keeps focus (a disabled button
 * loses it) and the dialog gives it back on closing.
 */
export function LazyContractDetailsDialog({ onArrived, ...props }: ContractDetailsDialogProps & { onArrived: () => void }) {
  return (
    <React.Suspense fallback={null}>
      <Arrived onArrived={onArrived} />
      <ContractDetailsDialog {...props} />
    </React.Suspense>
  );
}
