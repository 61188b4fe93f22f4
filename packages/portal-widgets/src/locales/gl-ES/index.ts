/*
 * Galician texts (RAG norm). A translation of es-ES key by key: same keys, same
 * {{placeholders}} (locales.test.ts). Tariff periods as Galician bills name them: punta,
 * chan, val. To be reviewed by a native speaker before release (README, "Translations").
 */

export { certificate } from "./certificate";
export { changePassword } from "./changePassword";
export { common } from "./common";
export { connectionCheck } from "./connectionCheck";
export { contracts } from "./contracts";
export { dateRange } from "./dateRange";
export { emailLinkPassword } from "./emailLinkPassword";
export { exportLimits } from "./exportLimits";
export { fields } from "./fields";
export { identity } from "./identity";
export { invoices } from "./invoices";
export { issues } from "./issues";
// This module is the catalogue itself (load.ts imports it whole): each area under its key, the
// label areas under `labels`.
export * as labels from "./labels";
export { loadCurve } from "./loadCurve";
export { login } from "./login";
export { passwordReset } from "./passwordReset";
export { reading } from "./reading";
export { recoverUsername } from "./recoverUsername";
export { resendValidation } from "./resendValidation";
export { rules } from "./rules";
export { session } from "./session";
export { sessionTimeout } from "./sessionTimeout";
export { setPassword } from "./setPassword";
export { signup } from "./signup";
export { telemetry } from "./telemetry";
export { tokenPages } from "./tokenPages";
export { validation } from "./validation";
