import { esES } from "./es-ES";
import { accessibilityLabels } from "./labels/accessibility";
import { accountLabels } from "./labels/account";
import { accountLoginLabels } from "./labels/accountLogin";
import { homeLabels } from "./labels/home";
import { homeFrameLabels } from "./labels/homeFrame";
import { insightsLabels } from "./labels/insights";
import { invoiceListsLabels } from "./labels/invoiceLists";
import { invoicesLabels } from "./labels/invoices";
import { powerLabels } from "./labels/power";
import { telemetryLabels } from "./labels/telemetry";
import { certificateMessages } from "./messageAreas/certificate";
import { changePasswordMessages } from "./messageAreas/changePassword";
import { connectionCheckMessages } from "./messageAreas/connectionCheck";
import { contractsMessages } from "./messageAreas/contracts";
import { dateRangeMessages } from "./messageAreas/dateRange";
import { emailLinkPasswordMessages } from "./messageAreas/emailLinkPassword";
import { exportLimitsMessages } from "./messageAreas/exportLimits";
import { fieldsMessages } from "./messageAreas/fields";
import { identityMessages } from "./messageAreas/identity";
import { invoicesMessages } from "./messageAreas/invoices";
import { issuesMessages } from "./messageAreas/issues";
import { loadCurveMessages } from "./messageAreas/loadCurve";
import { passwordResetMessages } from "./messageAreas/passwordReset";
import { readingMessages } from "./messageAreas/reading";
import { recoverUsernameMessages } from "./messageAreas/recoverUsername";
import { resendValidationMessages } from "./messageAreas/resendValidation";
import { rulesMessages } from "./messageAreas/rules";
import { setPasswordMessages } from "./messageAreas/setPassword";
import { signupMessages } from "./messageAreas/signup";
import { telemetryMessages } from "./messageAreas/telemetry";
import { tokenPagesMessages } from "./messageAreas/tokenPages";
import { validationMessages } from "./messageAreas/validation";
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
    account: { ...accountLoginLabels, ...accountLabels },
    home: { ...homeFrameLabels, ...homeLabels },
    invoices: invoicesLabels,
    invoiceLists: invoiceListsLabels,
    telemetry: telemetryLabels,
    accessibility: accessibilityLabels,
    insights: insightsLabels,
    power: powerLabels,
  },
};
