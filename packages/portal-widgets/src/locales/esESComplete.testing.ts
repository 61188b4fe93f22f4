import { esES } from "./es-ES";
import { certificateMessages } from "./es-ES/certificate";
import { changePasswordMessages } from "./es-ES/changePassword";
import { connectionCheckMessages } from "./es-ES/connectionCheck";
import { contractsMessages } from "./es-ES/contracts";
import { dateRangeMessages } from "./es-ES/dateRange";
import { emailLinkPasswordMessages } from "./es-ES/emailLinkPassword";
import { exportLimitsMessages } from "./es-ES/exportLimits";
import { fieldsMessages } from "./es-ES/fields";
import { identityMessages } from "./es-ES/identity";
import { invoicesMessages } from "./es-ES/invoices";
import { issuesMessages } from "./es-ES/issues";
import { accessibilityLabels } from "./es-ES/labels/accessibility";
import { accountLabels } from "./es-ES/labels/account";
import { accountLoginLabels } from "./es-ES/labels/accountLogin";
import { bankAccountLabels } from "./es-ES/labels/bankAccount";
import { contactDetailsLabels } from "./es-ES/labels/contactDetails";
import { dataExportLabels } from "./es-ES/labels/dataExport";
import { homeLabels } from "./es-ES/labels/home";
import { homeFrameLabels } from "./es-ES/labels/homeFrame";
import { insightsLabels } from "./es-ES/labels/insights";
import { invoiceListsLabels } from "./es-ES/labels/invoiceLists";
import { invoicesLabels } from "./es-ES/labels/invoices";
import { paymentLabels } from "./es-ES/labels/payment";
import { powerLabels } from "./es-ES/labels/power";
import { preferencesLabels } from "./es-ES/labels/preferences";
import { sessionsActivityLabels } from "./es-ES/labels/sessionsActivity";
import { telemetryLabels } from "./es-ES/labels/telemetry";
import { loadCurveMessages } from "./es-ES/loadCurve";
import { passwordResetMessages } from "./es-ES/passwordReset";
import { readingMessages } from "./es-ES/reading";
import { recoverUsernameMessages } from "./es-ES/recoverUsername";
import { resendValidationMessages } from "./es-ES/resendValidation";
import { rulesMessages } from "./es-ES/rules";
import { setPasswordMessages } from "./es-ES/setPassword";
import { signupMessages } from "./es-ES/signup";
import { telemetryMessages } from "./es-ES/telemetry";
import { tokenPagesMessages } from "./es-ES/tokenPages";
import { validationMessages } from "./es-ES/validation";
import type { CompleteMessages } from "./messages";

/** es-ES with every message area and every label area, as a translated catalogue carries them:
 * what the locale tests compare the other catalogues with, so a text missing in a translation
 * still fails. Tests only: the widgets' code must never import every area. */
export const esESComplete: CompleteMessages = {
  ...esES,
  fields: fieldsMessages.spanish,
  validation: validationMessages.spanish,
  rules: rulesMessages.spanish,
  emailLinkPassword: emailLinkPasswordMessages.spanish,
  dateRange: dateRangeMessages.spanish,
  reading: readingMessages.spanish,
  identity: identityMessages.spanish,
  signup: signupMessages.spanish,
  changePassword: changePasswordMessages.spanish,
  resendValidation: resendValidationMessages.spanish,
  passwordReset: passwordResetMessages.spanish,
  setPassword: setPasswordMessages.spanish,
  recoverUsername: recoverUsernameMessages.spanish,
  tokenPages: tokenPagesMessages.spanish,
  issues: issuesMessages.spanish,
  contracts: contractsMessages.spanish,
  invoices: invoicesMessages.spanish,
  exportLimits: exportLimitsMessages.spanish,
  connectionCheck: connectionCheckMessages.spanish,
  telemetry: telemetryMessages.spanish,
  loadCurve: loadCurveMessages.spanish,
  certificate: certificateMessages.spanish,
  labels: {
    ...esES.labels,
    account: { ...accountLoginLabels, ...accountLabels, ...contactDetailsLabels, ...sessionsActivityLabels },
    home: { ...homeFrameLabels, ...homeLabels },
    invoices: invoicesLabels,
    invoiceLists: invoiceListsLabels,
    telemetry: telemetryLabels,
    accessibility: accessibilityLabels,
    insights: insightsLabels,
    power: powerLabels,
    bankAccount: bankAccountLabels,
    dataExport: dataExportLabels,
    payment: paymentLabels,
    preferences: preferencesLabels,
  },
};
