import { parseLine } from "@oficina-virtual/api-contract";

/** A business line's names as one catalogue area writes them. */
export interface LineNames {
  electricidad: string;
  gas: string;
}

/**
 * The catalogue's name for a business line the server sent ('Electricidad', 'GAS'…): the
 * server's names are Spanish, a screen in another language must not show them. A line the
 * catalogue does not know is shown as it came rather than hidden.
 */
export function lineName(names: LineNames, line: string | null | undefined): string {
  const known = parseLine(line ?? "");
  if (known === "Electricidad") return names.electricidad;
  if (known === "Gas") return names.gas;
  return line ?? "";
}
