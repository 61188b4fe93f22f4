import type { LegalTranslation } from "../translationTypes";
import { cookiePolicyGl } from "./cookiePolicy";
import { legalNoticeGl } from "./legalNotice";
import { privacyPolicyGl } from "./privacyPolicy";

/** The legal pages in Galician: one chunk (translations.ts loads it). */
export const legalGlES: LegalTranslation = { legalNotice: legalNoticeGl, privacyPolicy: privacyPolicyGl, cookiePolicy: cookiePolicyGl };
