import type { LegalTranslation } from "../translationTypes";
import { cookiePolicyEn } from "./cookiePolicy";
import { legalNoticeEn } from "./legalNotice";
import { privacyPolicyEn } from "./privacyPolicy";

/** The legal pages in English: one chunk (translations.ts loads it). */
export const legalEn: LegalTranslation = { legalNotice: legalNoticeEn, privacyPolicy: privacyPolicyEn, cookiePolicy: cookiePolicyEn };
