import type { LegalTranslation } from "../translationTypes";
import { cookiePolicyEu } from "./cookiePolicy";
import { legalNoticeEu } from "./legalNotice";
import { privacyPolicyEu } from "./privacyPolicy";

/** The legal pages in Basque: one chunk (translations.ts loads it). */
export const legalEuES: LegalTranslation = { legalNotice: legalNoticeEu, privacyPolicy: privacyPolicyEu, cookiePolicy: cookiePolicyEu };
