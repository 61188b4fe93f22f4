import { COMPANY as C } from "../company";
import type { LegalSection } from "../LegalPage";

/** Política de privadesa: PrivacyPolicy/content.ts in Catalan, section by section. */
export const privacyPolicyCa: readonly LegalSection[] = [
  {
    heading: "1. Responsable del tractament",
    blocks: [
      {
        kind: "p",
        text: `El responsable del tractament de les teves dades personals és ${C.name}, amb CIF ${C.cif} i domicili a ${C.address}. Pots contactar amb el nostre delegat de protecció de dades a ${C.dpoEmail}.`,
      },
    ],
  },
  {
    heading: "2. Quines dades tractem",
    blocks: [
      {
        kind: "list",
        items: [
          "Dades identificatives i de contacte: nom i cognoms, NIF, NIE o CIF, correu electrònic, telèfon i adreça de subministrament.",
          "Dades del contracte: CUPS, codi de contracte, tarifa d'accés, potència contractada i dades bancàries per al cobrament.",
          "Dades de consum: lectures, telemesura i corba de càrrega facilitades per l'empresa distribuïdora, i les lectures que aportes a l'Oficina Virtual.",
          "Dades d'ús de l'Oficina Virtual: usuari, sessions iniciades (fins que caduquen o les tanques) i sol·licituds tramitades; de manera temporal (com a màxim un dia), els recomptes d'intents d'accés i d'enviaments de correu per usuari i adreça IP, per frenar atacs; i, si l'Oficina Virtual no troba contractes al teu compte, un registre tècnic amb la pàgina i el navegador utilitzats, per investigar l'error.",
        ],
      },
    ],
  },
  {
    heading: "3. Per a què les tractem i amb quina base legal",
    blocks: [
      {
        kind: "list",
        items: [
          "Gestionar el contracte de subministrament, la facturació i el cobrament, i donar-te accés a l'Oficina Virtual: execució del contracte (art. 6.1.b RGPD).",
          "Atendre les teves consultes, reclamacions i sol·licituds: execució del contracte i compliment d'obligacions legals (art. 6.1.c RGPD).",
          "Complir les obligacions del sector elèctric i gasista, fiscals i comptables: obligació legal (art. 6.1.c RGPD).",
          "Prevenir el frau i garantir la seguretat de l'Oficina Virtual: interès legítim (art. 6.1.f RGPD).",
          "Enviar-te comunicacions comercials sobre els nostres productes d'energia, només si no t'hi has oposat o ens has donat el teu consentiment: interès legítim o consentiment (art. 6.1.a i f RGPD).",
        ],
      },
    ],
  },
  {
    heading: "4. Quant de temps conservem les teves dades",
    blocks: [
      {
        kind: "p",
        text: "Conservem les teves dades mentre el contracte sigui vigent. Després, les dades es conserven durant 6 anys des de l'últim interès confirmat per part teva, és a dir, des de la teva última relació o comunicació amb nosaltres, per atendre possibles reclamacions i complir les obligacions legals (entre d'altres, les del Codi de comerç).",
      },
      { kind: "p", text: "Passat aquest termini, les dades se suprimeixen o s'anonimitzen de manera que ja no es puguin associar a tu." },
    ],
  },
  {
    heading: "5. A qui comuniquem les teves dades",
    blocks: [
      {
        kind: "list",
        items: [
          "A l'empresa distribuïdora de la teva zona, per a la gestió de l'accés a la xarxa i de les lectures.",
          "A les entitats bancàries, per al cobrament de les factures.",
          "A les administracions públiques, els jutjats i els tribunals, quan una llei ho exigeixi.",
          "A proveïdors que ens presten serveis (allotjament, atenció telefònica, impressió i enviament), com a encarregats del tractament i amb un contracte d'acord amb l'article 28 del RGPD. No fem transferències internacionals fora de l'Espai Econòmic Europeu.",
        ],
      },
    ],
  },
  {
    heading: "6. Els teus drets",
    blocks: [
      {
        kind: "p",
        text: `Pots exercir els drets d'accés, rectificació, supressió, oposició, limitació del tractament i portabilitat, i retirar en qualsevol moment el consentiment que hagis donat, escrivint a ${C.dpoEmail} o per correu postal a ${C.address}, indicant el dret que exerceixes i acreditant la teva identitat.`,
      },
      {
        kind: "p",
        text: "Si consideres que no hem atès correctament els teus drets, pots presentar una reclamació davant l'Agència Espanyola de Protecció de Dades (www.aepd.es).",
      },
    ],
  },
  {
    heading: "7. Seguretat",
    blocks: [
      {
        kind: "p",
        text: "Apliquem mesures tècniques i organitzatives adequades al risc: xifratge de les comunicacions, contrasenyes emmagatzemades de manera irreversible, sessions que caduquen i accés a les dades limitat al personal que les necessita.",
      },
      {
        kind: "p",
        text: "L'Oficina Virtual no utilitza galetes ni eines d'analítica, publicitat o seguiment: al teu navegador només desa les dades tècniques de la sessió que detalla la Política de galetes, i les esborra quan tanques la sessió. El diagnòstic de «Comprova la connexió» es genera al teu navegador i es baixa al teu dispositiu; no s'envia als nostres servidors.",
      },
      { kind: "links", intro: "Més informació a les pàgines", to: ["legalNotice", "cookiePolicy"] },
    ],
  },
];
