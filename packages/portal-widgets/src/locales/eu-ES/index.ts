import type { CompleteMessages } from "../messages";
import { certificate } from "./certificate";
import { changePassword } from "./changePassword";
import { common } from "./common";
import { connectionCheck } from "./connectionCheck";
import { contracts } from "./contracts";
import { dateRange } from "./dateRange";
import { emailLinkPassword } from "./emailLinkPassword";
import { exportLimits } from "./exportLimits";
import { fields } from "./fields";
import { identity } from "./identity";
import { invoices } from "./invoices";
import { issues } from "./issues";
import { accessibilityLabels } from "./labels/accessibility";
import { accountLabels } from "./labels/account";
import { bankAccountLabels } from "./labels/bankAccount";
import { commonLabels } from "./labels/common";
import { draftsLabels } from "./labels/drafts";
import { homeLabels } from "./labels/home";
import { insightsLabels } from "./labels/insights";
import { invoiceListsLabels } from "./labels/invoiceLists";
import { invoicesLabels } from "./labels/invoices";
import { pagesLabels } from "./labels/pages";
import { powerLabels } from "./labels/power";
import { telemetryLabels } from "./labels/telemetry";
import { loadCurve } from "./loadCurve";
import { login } from "./login";
import { passwordReset } from "./passwordReset";
import { reading } from "./reading";
import { recoverUsername } from "./recoverUsername";
import { resendValidation } from "./resendValidation";
import { rules } from "./rules";
import { session } from "./session";
import { sessionTimeout } from "./sessionTimeout";
import { setPassword } from "./setPassword";
import { signup } from "./signup";
import { telemetry } from "./telemetry";
import { tokenPages } from "./tokenPages";
import { validation } from "./validation";

/*
 * Basque texts (euskara batua). A translation of es-ES key by key: same keys, same
 * {{placeholders}} (locales.test.ts); Basque word order often puts a value before its noun,
 * so a placeholder may move within its text. Tariff periods as Basque bills name them:
 * puntako ordua, lauko ordua, haraneko ordua. To be reviewed by a native speaker before
 * release (README, "Translations"): this catalogue needs it most.
 */
export const euES = {
  labels: {
    pages: pagesLabels,
    common: commonLabels,
    account: accountLabels,
    home: homeLabels,
    invoices: invoicesLabels,
    invoiceLists: invoiceListsLabels,
    telemetry: telemetryLabels,
    drafts: draftsLabels,
    accessibility: accessibilityLabels,
    insights: insightsLabels,
    power: powerLabels,
    bankAccount: bankAccountLabels,
  },
  common,
  fields,
  validation,
  rules,
  emailLinkPassword,
  dateRange,
  reading,
  identity,
  connectionCheck,
  login,
  signup,
  changePassword,
  resendValidation,
  passwordReset,
  setPassword,
  recoverUsername,
  tokenPages,
  issues,
  session,
  contracts,
  invoices,
  exportLimits,
  telemetry,
  loadCurve,
  certificate,
  sessionTimeout,
} satisfies CompleteMessages;
