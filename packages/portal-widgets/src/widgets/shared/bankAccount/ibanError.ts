import { checkIban } from "@oficina-virtual/api-contract";
import type { bankAccountLabels } from "../../../locales/es-ES/labels/bankAccount";
import { formatMessage } from "../../../locales/format";

type IbanTexts = (typeof bankAccountLabels)["ibanErrors"];

/** The IBAN's error in the screen's language, with the same checks as the server's
 * (api-contract's checkIban); null when the IBAN is valid. */
export function ibanError(value: string, texts: IbanTexts): string | null {
  const check = checkIban(value);
  if (check.ok) return null;
  if (check.failure === "length") return formatMessage(texts.length, { count: /\d+/.exec(check.message)?.[0] ?? "24" });
  return texts[check.failure];
}
