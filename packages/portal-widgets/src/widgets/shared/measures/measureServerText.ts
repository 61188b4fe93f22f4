import { ApiMessage } from "@oficina-virtual/api-contract";
import { showsServerText } from "../../../domain/serverTexts";
import type { LocaleId } from "../../../locales/available";
import { commonMessages } from "../../../locales/es-ES/common";
import { dateRangeMessages } from "../../../locales/es-ES/dateRange";
import { telemetryArea } from "../../../locales/es-ES/labels/telemetry";
import type { Messages } from "../../../locales/messages";
import { textsOf } from "../../../locales/texts";

// Beside the measure screens, not in domain/serverTexts.ts: it needs the telemetry labels,
// which the login page (a user of serverTexts) must not download.

/**
 * The `error` text of a telemetry or load-curve answer as the screen shows it: as it came in
 * es-ES; elsewhere the catalogue's translation of each text the API is known to send
 * (ApiMessage), and any other text as it came (the server's words beat no words).
 */
export function measureServerText(text: string, locale: LocaleId, messages: Messages): string {
  if (showsServerText(locale)) return text;
  const translations: Record<string, string> = {
    [ApiMessage.unknownError]: textsOf(messages, commonMessages).unknownError,
    [ApiMessage.requestFailed]: textsOf(messages, commonMessages).processingError,
    [ApiMessage.measureRange12Months]: textsOf(messages, dateRangeMessages).range12Months,
    [ApiMessage.measureElectricityOnly]: textsOf(messages, telemetryArea).serverErrors.electricityOnly,
    [ApiMessage.supplyNotFound]: textsOf(messages, telemetryArea).serverErrors.supplyNotFound,
  };
  const known = text.trim();
  return Object.hasOwn(translations, known) ? (translations[known] as string) : text;
}
