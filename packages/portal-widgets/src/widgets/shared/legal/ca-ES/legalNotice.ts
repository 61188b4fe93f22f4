import { COMPANY as C } from "../company";
import type { LegalSection } from "../LegalPage";

/** Avís legal: LegalNotice/content.ts in Catalan, section by section. */
export const legalNoticeCa: readonly LegalSection[] = [
  {
    heading: "1. Titular del lloc web",
    blocks: [
      {
        kind: "p",
        text: `En compliment de l'article 10 de la Llei 34/2002, d'11 de juliol, de serveis de la societat de la informació i de comerç electrònic (LSSI-CE), s'informa que l'Oficina Virtual (${C.web}) és titularitat de ${C.name} (d'ara endavant, «${C.brand}»), amb CIF ${C.cif} i domicili social a ${C.address}.`,
      },
      {
        kind: "p",
        text: `${C.brand} figura inscrita al ${C.registry}, i al Llistat de comercialitzadors d'energia elèctrica i de gas natural del Ministeri per a la Transició Ecològica i el Repte Demogràfic.`,
      },
      { kind: "list", items: [`Telèfon d'atenció al client: ${C.phone} (gratuït)`, `Correu electrònic: ${C.email}`] },
    ],
  },
  {
    heading: "2. Objecte i condicions d'ús",
    blocks: [
      {
        kind: "p",
        text: "L'Oficina Virtual permet als clients d'electricitat i de gas consultar i baixar les seves factures, consultar la telemesura i la corba de càrrega, obtenir certificats de consum, aportar lectures del comptador i tramitar sol·licituds relacionades amb els seus contractes.",
      },
      {
        kind: "p",
        text: "L'accés a les àrees privades requereix un usuari i una contrasenya personals. L'usuari es compromet a custodiar-los amb diligència, a no cedir-los a tercers i a comunicar immediatament qualsevol ús no autoritzat. Qualsevol operació feta amb les credencials d'un usuari s'entendrà feta per ell.",
      },
      {
        kind: "p",
        text: "L'usuari s'obliga a fer un ús lícit de l'Oficina Virtual, a facilitar dades veraces i a no dur a terme accions que puguin danyar, inutilitzar o sobrecarregar el servei o impedir-ne l'ús normal per part d'altres usuaris.",
      },
    ],
  },
  {
    heading: "3. Propietat intel·lectual i industrial",
    blocks: [
      {
        kind: "p",
        text: `Els continguts, dissenys, logotips, marques i codi de l'Oficina Virtual són propietat de ${C.brand} o de tercers que n'han autoritzat l'ús. Se'n prohibeix la reproducció, distribució, comunicació pública o transformació sense autorització expressa, llevat de la baixada dels documents propis de l'usuari (factures, certificats i fitxers de consum) per al seu ús personal.`,
      },
    ],
  },
  {
    heading: "4. Responsabilitat",
    blocks: [
      {
        kind: "p",
        text: `${C.brand} procura que la informació publicada sigui exacta i estigui actualitzada. Les dades de telemesura i de corba de càrrega provenen de l'empresa distribuïdora i tenen caràcter informatiu; en cas de discrepància, prevalen les dades de facturació.`,
      },
      {
        kind: "p",
        text: `${C.brand} no respon de les interrupcions del servei degudes a tasques de manteniment, a errors tècnics aliens al seu control o a causes de força major, ni dels danys derivats d'un ús indegut de l'Oficina Virtual per part de l'usuari.`,
      },
    ],
  },
  {
    heading: "5. Protecció de dades i galetes",
    blocks: [
      {
        kind: "links",
        intro: "El tractament de les dades personals i l'ús de galetes s'expliquen a la",
        to: ["privacyPolicy", "cookiePolicy"],
      },
    ],
  },
  {
    heading: "6. Legislació aplicable i jurisdicció",
    blocks: [
      {
        kind: "p",
        text: "Aquest avís legal es regeix per la legislació espanyola. Per a qualsevol controvèrsia, les parts se sotmeten als jutjats i tribunals del domicili de l'usuari quan aquest tingui la condició de consumidor i, en cas contrari, als de Madrid capital.",
      },
      {
        kind: "p",
        text: "Els consumidors poden presentar les seves reclamacions al servei d'atenció al client i, si no en queden satisfets, adreçar-se a les juntes arbitrals de consum o a l'entitat de resolució alternativa de litigis en matèria d'energia.",
      },
    ],
  },
];
