export type { CookieRow, LegalBlock, LegalSection } from "../shared/legal/LegalPage";
export { LegalNotice, type LegalNoticeProps } from "./LegalNotice";
