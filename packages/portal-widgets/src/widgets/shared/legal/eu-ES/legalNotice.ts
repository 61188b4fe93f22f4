import { COMPANY as C } from "../company";
import type { LegalSection } from "../LegalPage";

/** Lege-oharra: LegalNotice/content.ts in Basque, section by section. The company's name,
 * registry entry and address stay as registered; the links' intro ends in a colon, since
 * Basque would inflect the pages' names. */
export const legalNoticeEu: readonly LegalSection[] = [
  {
    heading: "1. Webgunearen titularra",
    blocks: [
      {
        kind: "p",
        text: `Informazioaren gizartearen zerbitzuei eta merkataritza elektronikoari buruzko uztailaren 11ko 34/2002 Legearen (LSSI-CE) 10. artikulua betez, jakinarazten da Bulego Birtuala (${C.web}) ${C.name} sozietatearena dela (aurrerantzean, «${C.brand}»); haren IFK ${C.cif} da, eta egoitza soziala helbide honetan du: ${C.address}.`,
      },
      {
        kind: "p",
        text: `${C.brand} Merkataritza Erregistroan inskribatuta dago (${C.registry}), baita Trantsizio Ekologikorako eta Erronka Demografikorako Ministerioaren Energia Elektrikoaren eta Gas Naturalaren Merkaturatzaileen Zerrendan ere.`,
      },
      { kind: "list", items: [`Bezeroarentzako arreta-telefonoa: ${C.phone} (doakoa)`, `Posta elektronikoa: ${C.email}`] },
    ],
  },
  {
    heading: "2. Xedea eta erabilera-baldintzak",
    blocks: [
      {
        kind: "p",
        text: "Bulego Birtualari esker, elektrizitateko eta gaseko bezeroek beren fakturak kontsultatu eta deskarga ditzakete, telemetria eta karga-kurba kontsultatu, kontsumo-ziurtagiriak lortu, kontagailuaren irakurketak eman eta beren kontratuekin lotutako eskaerak izapidetu.",
      },
      {
        kind: "p",
        text: "Eremu pribatuetara sartzeko, erabiltzaile eta pasahitz pertsonalak behar dira. Erabiltzaileak konpromisoa hartzen du horiek arduraz zaintzeko, hirugarrenei ez lagatzeko eta baimenik gabeko edozein erabilera berehala jakinarazteko. Erabiltzaile baten kredentzialekin egindako eragiketa oro hark egindakotzat joko da.",
      },
      {
        kind: "p",
        text: "Erabiltzaileak Bulego Birtuala legez erabiltzeko, egiazko datuak emateko eta zerbitzua kaltetu, erabilezin utzi edo gainkargatu dezaketen ekintzarik ez egiteko betebeharra du, ezta beste erabiltzaileei ohiko erabilera eragotz diezaieketenik ere.",
      },
    ],
  },
  {
    heading: "3. Jabetza intelektuala eta industriala",
    blocks: [
      {
        kind: "p",
        text: `Bulego Birtualaren edukiak, diseinuak, logotipoak, markak eta kodea ${C.brand} enpresarenak dira, edo horiek erabiltzeko baimena eman duten hirugarrenenak. Debekatuta dago horiek erreproduzitzea, banatzea, jendaurrean komunikatzea edo eraldatzea berariazko baimenik gabe, salbu eta erabiltzailearen dokumentuak (fakturak, ziurtagiriak eta kontsumo-fitxategiak) erabilera pertsonalerako deskargatzea.`,
      },
    ],
  },
  {
    heading: "4. Erantzukizuna",
    blocks: [
      {
        kind: "p",
        text: `${C.brand} enpresa ahalegintzen da argitaratutako informazioa zehatza eta eguneratua izan dadin. Telemetriaren eta karga-kurbaren datuak banaketa-enpresak ematen ditu, eta informazio-izaera dute; desadostasunik badago, fakturazio-datuek dute lehentasuna.`,
      },
      {
        kind: "p",
        text: `${C.brand} enpresak ez du erantzukizunik mantentze-lanen, bere kontroletik kanpoko akats teknikoen edo ezinbesteko kasuen ondorioz zerbitzuan gertatzen diren etenaldietan, ezta erabiltzaileak Bulego Birtuala modu desegokian erabiltzearen ondoriozko kalteetan ere.`,
      },
    ],
  },
  {
    heading: "5. Datuen babesa eta cookieak",
    blocks: [
      {
        kind: "links",
        intro: "Datu pertsonalen tratamendua eta cookien erabilera orri hauetan azaltzen dira:",
        to: ["privacyPolicy", "cookiePolicy"],
      },
    ],
  },
  {
    heading: "6. Legeria aplikagarria eta jurisdikzioa",
    blocks: [
      {
        kind: "p",
        text: "Lege-ohar hau Espainiako legeriak arautzen du. Edozein auzitan, alderdiak erabiltzailearen egoitzako epaitegi eta auzitegien mende jartzen dira, erabiltzailea kontsumitzailea denean, eta, bestela, Madril hiriburukoen mende.",
      },
      {
        kind: "p",
        text: "Kontsumitzaileek bezeroarentzako arreta-zerbitzuan aurkez ditzakete erreklamazioak, eta, emaitzarekin pozik ez badaude, kontsumo-arbitrajeko batzordeetara edo energia-arloko auzien ebazpen alternatiborako erakundera jo dezakete.",
      },
    ],
  },
];
