export {
  changePasswordMessage,
  loginErrorMessage,
  loginOffersConnectionCheck,
  loginOffersResendValidation,
  passwordResetMessage,
  recoverUsernameMessage,
  resendValidationMessage,
  SIGNUP_BLOCKING_STATUSES,
  setPasswordMessage,
  signupResultMessage,
  signupSendBlocked,
  signupSucceeded,
} from "./accountStatus";
export { adminUsernameFromEmail } from "./adminUsername";
export type { DateInput } from "./calendarDate";
export type { DateRangeErrors, DateRangeInput, DateRangeVariant } from "./dateRange";
export {
  EARLIEST_INVOICE_DATE,
  lastSevenDaysEndingYesterday,
  parseInputDate,
  toApiDate,
  toDmyDate,
  validateDateRange,
} from "./dateRange";
export type { DownloadKind } from "./downloads";
export {
  CHART_FILE_NAME,
  certificateFileName,
  consumptionsFileName,
  contractFileName,
  invoicesExcelFileName,
  invoicesPdfFileName,
  invoicesRarFileName,
  isValidDownload,
  loadCurveFileName,
  MIN_FILE_BYTES,
  MIN_PROFORMA_BYTES,
  proformaFileName,
  telemetryFileName,
} from "./downloads";
export type { ExportLimitsInput, ExportLimitsResult } from "./exportLimits";
export { checkExportLimits, EXPORT_LIMITS, exceedsTwelveMonths } from "./exportLimits";
export { formatAmount, formatDate, formatNumber } from "./format";
export type { TaxIdType } from "./identity";
export {
  cifControl,
  cupsControlLetters,
  nifControlLetter,
  validateCif,
  validateCups,
  validateNie,
  validateNif,
  validateTaxId,
} from "./identity";
export { invoiceFileName, invoiceNumber } from "./invoiceNumber";
export type { PaginationItem } from "./pagination";
export { adminPageCount, pageCount, paginationWindow } from "./pagination";
export type { ReadingField, ReadingFieldId, ReadingFieldsInput } from "./readingFields";
export { readingFieldIds, readingFieldLabel, readingFields, validateReading } from "./readingFields";
export { decodeJwtPayload, failedLoginCode, isTokenExpired } from "./session";
export type { PeriodKey } from "./tariff";
export { DEFAULT_TARIFF, normalizeTariff, periodKeys, SIX_PERIOD_TARIFFS, tariffPeriods } from "./tariff";
export { decodeQuotes, encodeQuotes, nameLength, textareaCount } from "./textLength";
