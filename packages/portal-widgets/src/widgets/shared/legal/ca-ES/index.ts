import type { LegalTranslation } from "../translationTypes";
import { cookiePolicyCa } from "./cookiePolicy";
import { legalNoticeCa } from "./legalNotice";
import { privacyPolicyCa } from "./privacyPolicy";

/** The legal pages in Catalan: one chunk (translations.ts loads it). */
export const legalCaES: LegalTranslation = { legalNotice: legalNoticeCa, privacyPolicy: privacyPolicyCa, cookiePolicy: cookiePolicyCa };
