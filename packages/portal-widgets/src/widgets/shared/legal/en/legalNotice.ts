import { COMPANY as C } from "../company";
import type { LegalSection } from "../LegalPage";

/** Legal notice: LegalNotice/content.ts in English, section by section. */
export const legalNoticeEn: readonly LegalSection[] = [
  {
    heading: "1. Owner of the website",
    blocks: [
      {
        kind: "p",
        text: `In accordance with article 10 of Law 34/2002 of 11 July on Information Society Services and Electronic Commerce (LSSI-CE), you are hereby informed that the Oficina Virtual (${C.web}) is owned by ${C.name} (hereinafter “${C.brand}”), with tax ID (CIF) ${C.cif} and registered office at ${C.address}.`,
      },
      {
        kind: "p",
        text: `${C.brand} is registered in the Companies Register (${C.registry}) and in the List of Electricity and Natural Gas Retailers of the Ministry for the Ecological Transition and the Demographic Challenge.`,
      },
      { kind: "list", items: [`Customer service telephone: ${C.phone} (free of charge)`, `E-mail: ${C.email}`] },
    ],
  },
  {
    heading: "2. Purpose and terms of use",
    blocks: [
      {
        kind: "p",
        text: "The Oficina Virtual allows electricity and gas customers to view and download their invoices, view their remote readings and load curve, obtain consumption certificates, submit meter readings and make requests relating to their contracts.",
      },
      {
        kind: "p",
        text: "Access to the private areas requires a personal username and password. Users undertake to keep them safe with due diligence, not to disclose them to third parties and to report any unauthorised use immediately. Any operation carried out with a user's credentials will be deemed to have been carried out by that user.",
      },
      {
        kind: "p",
        text: "Users undertake to make lawful use of the Oficina Virtual, to provide truthful information and not to take any action that could damage, disable or overload the service or prevent other users from using it normally.",
      },
    ],
  },
  {
    heading: "3. Intellectual and industrial property",
    blocks: [
      {
        kind: "p",
        text: `The content, designs, logos, trade marks and code of the Oficina Virtual are the property of ${C.brand} or of third parties who have authorised their use. Their reproduction, distribution, public communication or transformation without express authorisation is prohibited, except for downloading the user's own documents (invoices, certificates and consumption files) for personal use.`,
      },
    ],
  },
  {
    heading: "4. Liability",
    blocks: [
      {
        kind: "p",
        text: `${C.brand} endeavours to ensure that the information published is accurate and up to date. Remote reading and load curve data come from the distribution company and are for information only; in the event of any discrepancy, the billing data prevail.`,
      },
      {
        kind: "p",
        text: `${C.brand} is not liable for interruptions of the service due to maintenance work, technical failures beyond its control or force majeure, nor for any damage resulting from improper use of the Oficina Virtual by the user.`,
      },
    ],
  },
  {
    heading: "5. Data protection and cookies",
    blocks: [
      {
        kind: "links",
        intro: "The processing of personal data and the use of cookies are explained in the",
        to: ["privacyPolicy", "cookiePolicy"],
      },
    ],
  },
  {
    heading: "6. Applicable law and jurisdiction",
    blocks: [
      {
        kind: "p",
        text: "This legal notice is governed by Spanish law. For any dispute, the parties submit to the courts of the user's place of residence where the user is a consumer and, otherwise, to the courts of the city of Madrid.",
      },
      {
        kind: "p",
        text: "Consumers may submit their complaints to the customer service department and, if they are not satisfied, refer them to the Consumer Arbitration Boards (Juntas Arbitrales de Consumo) or to the alternative dispute resolution body for energy matters.",
      },
    ],
  },
];
