export { LegalNotice, type LegalNoticeProps } from "./LegalNotice";
export type { CookieRow, LegalBlock, LegalSection } from "../shared/legal/LegalPage";
