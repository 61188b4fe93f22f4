import { COMPANY as C } from "../company";
import type { LegalSection } from "../LegalPage";

/** Privacy policy: PrivacyPolicy/content.ts in English, section by section. */
export const privacyPolicyEn: readonly LegalSection[] = [
  {
    heading: "1. Data controller",
    blocks: [
      {
        kind: "p",
        text: `The controller of your personal data is ${C.name}, with tax ID (CIF) ${C.cif} and address at ${C.address}. You can contact our Data Protection Officer at ${C.dpoEmail}.`,
      },
    ],
  },
  {
    heading: "2. What data we process",
    blocks: [
      {
        kind: "list",
        items: [
          "Identification and contact data: first name and surnames, NIF, NIE or CIF, e-mail address, telephone number and supply address.",
          "Contract data: CUPS, contract code, access tariff, contracted power and bank details for payment collection.",
          "Consumption data: readings, remote readings and load curve provided by the distribution company, and the readings you submit in the Oficina Virtual.",
          "Data on your use of the Oficina Virtual: username, sessions started (until they expire or you close them) and requests made; temporarily (for one day at most), the counts of sign-in attempts and of e-mails sent per user and IP address, to stop attacks; and, if the Oficina Virtual finds no contracts in your account, a technical record of the page and browser used, to investigate the error.",
        ],
      },
    ],
  },
  {
    heading: "3. Why we process it and on what legal basis",
    blocks: [
      {
        kind: "list",
        items: [
          "Managing the supply contract, billing and payment, and giving you access to the Oficina Virtual: performance of the contract (art. 6.1.b GDPR).",
          "Dealing with your enquiries, complaints and requests: performance of the contract and compliance with legal obligations (art. 6.1.c GDPR).",
          "Complying with the obligations of the electricity and gas sector and with tax and accounting obligations: legal obligation (art. 6.1.c GDPR).",
          "Preventing fraud and ensuring the security of the Oficina Virtual: legitimate interest (art. 6.1.f GDPR).",
          "Sending you commercial communications about our energy products, only if you have not objected or have given us your consent: legitimate interest or consent (art. 6.1.a and f GDPR).",
        ],
      },
    ],
  },
  {
    heading: "4. How long we keep your data",
    blocks: [
      {
        kind: "p",
        text: "We keep your data while the contract is in force. After that, the data are kept for 6 years from the last confirmed interest on your part, that is, from your last dealings or communication with us, in order to deal with any claims and to comply with legal obligations (among others, those of the Spanish Commercial Code).",
      },
      { kind: "p", text: "After that period, the data are deleted or anonymised so that they can no longer be linked to you." },
    ],
  },
  {
    heading: "5. Who we share your data with",
    blocks: [
      {
        kind: "list",
        items: [
          "The distribution company in your area, to manage grid access and meter readings.",
          "Banks, to collect payment of invoices.",
          "Public authorities, courts and tribunals, when required by law.",
          "Providers that supply services to us (hosting, telephone support, printing and mailing), as data processors and under a contract in accordance with article 28 of the GDPR. We do not make international transfers outside the European Economic Area.",
        ],
      },
    ],
  },
  {
    heading: "6. Your rights",
    blocks: [
      {
        kind: "p",
        text: `You can exercise your rights of access, rectification, erasure, objection, restriction of processing and portability, and withdraw any consent given at any time, by writing to ${C.dpoEmail} or by post to ${C.address}, stating the right you are exercising and proving your identity.`,
      },
      {
        kind: "p",
        text: "If you consider that we have not properly dealt with your rights, you can lodge a complaint with the Spanish Data Protection Agency (Agencia Española de Protección de Datos, www.aepd.es).",
      },
    ],
  },
  {
    heading: "7. Security",
    blocks: [
      {
        kind: "p",
        text: "We apply technical and organisational measures appropriate to the risk: encrypted communications, passwords stored irreversibly, sessions that expire and access to data limited to the staff who need it.",
      },
      {
        kind: "p",
        text: "The Oficina Virtual does not use cookies or analytics, advertising or tracking tools: in your browser it only stores the technical session data detailed in the Cookie policy, and deletes them when you sign out. The “Check connection” diagnostic is generated in your browser and downloaded to your device; it is not sent to our servers.",
      },
      { kind: "links", intro: "More information in the", to: ["legalNotice", "cookiePolicy"] },
    ],
  },
];
