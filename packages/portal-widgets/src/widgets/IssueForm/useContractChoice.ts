"use client";

import type { SupplyPoint } from "@oficina-virtual/api-contract";
import * as React from "react";

/** The contract a CUPS stands for: an active one before one that ended ('Baja'). */
function contractOf(rows: readonly SupplyPoint[], cups: string): SupplyPoint | undefined {
  const matching = rows.filter((row) => row.cups === cups);
  return matching.find((row) => row.estado?.trim() !== "Baja") ?? matching[0];
}

type ContractFields = { line: string; cups: string; contractCode: string };

/** Línea, CUPS and the contract code kept consistent: the lines the user has, the CUPS of the
 * chosen line, the code of the chosen CUPS; a line that no longer fits the CUPS clears it. */
export function useContractChoice(
  rows: readonly SupplyPoint[],
  values: ContractFields,
  setValue: (name: keyof ContractFields, value: string) => void,
) {
  const lines = React.useMemo(() => {
    const present = new Set(rows.map((row) => row.line));
    return (["Electricidad", "Gas"] as const).filter((line) => present.size === 0 || present.has(line));
  }, [rows]);
  const cupsOptions = React.useMemo(
    () => [...new Set(rows.filter((row) => values.line === "" || row.line === values.line).map((row) => row.cups))],
    [rows, values.line],
  );

  const changeLine = (line: string) => {
    setValue("line", line);
    const current = contractOf(rows, values.cups);
    if (current && current.line !== line) {
      setValue("cups", "");
      setValue("contractCode", "");
    }
  };
  const changeCups = (cups: string) => {
    const contract = contractOf(rows, cups);
    setValue("cups", cups);
    setValue("contractCode", contract?.codAbonado ?? "");
    if (contract && values.line === "") setValue("line", contract.line);
  };

  return { lines, cupsOptions, changeLine, changeCups };
}
