export { formatAmount, formatDate, formatNumber } from "./format";
export type { DateInput } from "./calendarDate";
export { adminPageCount, pageCount, paginationWindow } from "./pagination";
export type { PaginationItem } from "./pagination";
export { EXPORT_LIMITS, checkExportLimits, exceedsTwelveMonths } from "./exportLimits";
export type { ExportLimitsInput, ExportLimitsResult } from "./exportLimits";
export {
  EARLIEST_INVOICE_DATE,
  lastSevenDaysEndingYesterday,
  parseInputDate,
  toApiDate,
  toDmyDate,
  validateDateRange,
} from "./dateRange";
export type { DateRangeErrors, DateRangeInput, DateRangeVariant } from "./dateRange";
export { invoiceFileName, invoiceNumber } from "./invoiceNumber";
export { DEFAULT_TARIFF, SIX_PERIOD_TARIFFS, normalizeTariff, periodKeys, tariffPeriods } from "./tariff";
export type { PeriodKey } from "./tariff";
export { readingFieldIds, readingFieldLabel, readingFields, validateReading } from "./readingFields";
export type { ReadingField, ReadingFieldId, ReadingFieldsInput } from "./readingFields";
export {
  CHART_FILE_NAME,
  MIN_FILE_BYTES,
  MIN_PROFORMA_BYTES,
  certificateFileName,
  consumptionsFileName,
  contractFileName,
  invoicesExcelFileName,
  invoicesPdfFileName,
  invoicesRarFileName,
  isValidDownload,
  loadCurveFileName,
  proformaFileName,
  telemetryFileName,
} from "./downloads";
export type { DownloadKind } from "./downloads";
export { adminUsernameFromEmail } from "./adminUsername";
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
export type { TaxIdType } from "./identity";
export { decodeJwtPayload, failedLoginCode, isTokenExpired } from "./session";
export { decodeQuotes, encodeQuotes, nameLength, textareaCount } from "./textLength";
export {
  SIGNUP_BLOCKING_STATUSES,
  changePasswordMessage,
  loginErrorMessage,
  loginOffersConnectionCheck,
  loginOffersResendValidation,
  passwordResetMessage,
  recoverUsernameMessage,
  resendValidationMessage,
  setPasswordMessage,
  signupResultMessage,
  signupSendBlocked,
  signupSucceeded,
} from "./accountStatus";
