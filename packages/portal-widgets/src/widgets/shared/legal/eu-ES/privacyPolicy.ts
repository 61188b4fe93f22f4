import { COMPANY as C } from "../company";
import type { LegalSection } from "../LegalPage";

/** Pribatutasun-politika: PrivacyPolicy/content.ts in Basque, section by section. */
export const privacyPolicyEu: readonly LegalSection[] = [
  {
    heading: "1. Tratamenduaren arduraduna",
    blocks: [
      {
        kind: "p",
        text: `Zure datu pertsonalen tratamenduaren arduraduna ${C.name} da; haren IFK ${C.cif} da, eta helbidea, ${C.address}. Gure Datuak Babesteko Ordezkariarekin harremanetan jar zaitezke helbide honetan: ${C.dpoEmail}.`,
      },
    ],
  },
  {
    heading: "2. Zer datu tratatzen ditugun",
    blocks: [
      {
        kind: "list",
        items: [
          "Identifikazio- eta harremanetarako datuak: izen-abizenak, IFZ, AIZ edo IFK, posta elektronikoa, telefonoa eta hornidura-helbidea.",
          "Kontratuaren datuak: CUPS, kontratu-kodea, sarbide-tarifa, kontratatutako potentzia eta kobratzeko banku-datuak.",
          "Kontsumo-datuak: banaketa-enpresak emandako irakurketak, telemetria eta karga-kurba, eta zuk Bulego Birtualean ematen dituzun irakurketak.",
          "Bulego Birtualaren erabilera-datuak: erabiltzailea, hasitako saioak (iraungi arte edo zuk itxi arte) eta izapidetutako eskaerak; aldi baterako (gehienez egun batez), erabiltzaile eta IP helbide bakoitzeko sartzeko saiakeren eta bidalitako mezuen zenbaketak, erasoak geldiarazteko; eta, Bulego Birtualak zure kontuan kontraturik aurkitzen ez badu, erabilitako orria eta nabigatzailea jasotzen dituen erregistro tekniko bat, errorea ikertzeko.",
        ],
      },
    ],
  },
  {
    heading: "3. Zertarako tratatzen ditugun eta zer oinarri juridikorekin",
    blocks: [
      {
        kind: "list",
        items: [
          "Hornidura-kontratua, fakturazioa eta kobrantza kudeatzea, eta Bulego Birtualerako sarbidea ematea: kontratua betetzea (DBEO, 6.1.b art.).",
          "Zure kontsultei, erreklamazioei eta eskaerei erantzutea: kontratua betetzea eta lege-betebeharrak betetzea (DBEO, 6.1.c art.).",
          "Elektrizitatearen eta gasaren sektoreko betebeharrak eta zerga- eta kontabilitate-betebeharrak betetzea: lege-betebeharra (DBEO, 6.1.c art.).",
          "Iruzurra saihestea eta Bulego Birtualaren segurtasuna bermatzea: interes legitimoa (DBEO, 6.1.f art.).",
          "Gure energia-produktuei buruzko komunikazio komertzialak bidaltzea, soilik aurka agertu ez bazara edo zure adostasuna eman badiguzu: interes legitimoa edo adostasuna (DBEO, 6.1.a eta f art.).",
        ],
      },
    ],
  },
  {
    heading: "4. Zenbat denboraz gordetzen ditugun zure datuak",
    blocks: [
      {
        kind: "p",
        text: "Kontratuak indarrean dirauen bitartean gordetzen ditugu zure datuak. Ondoren, zuk berretsitako azken interesetik 6 urtez gordetzen dira, hau da, gurekin izandako azken harremanetik edo komunikaziotik, egon daitezkeen erreklamazioei erantzuteko eta lege-betebeharrak betetzeko (besteak beste, Merkataritza Kodeak ezarritakoak).",
      },
      { kind: "p", text: "Epe hori igarotakoan, datuak ezabatu edo anonimizatu egiten dira, zurekin lotu ezin izateko moduan." },
    ],
  },
  {
    heading: "5. Nori jakinarazten dizkiogun zure datuak",
    blocks: [
      {
        kind: "list",
        items: [
          "Zure eremuko banaketa-enpresari, sarerako sarbidea eta irakurketak kudeatzeko.",
          "Banku-erakundeei, fakturak kobratzeko.",
          "Administrazio publikoei, epaitegiei eta auzitegiei, lege batek hala eskatzen duenean.",
          "Zerbitzuak ematen dizkiguten hornitzaileei (ostatatzea, telefono bidezko arreta, inprimatzea eta bidalketa), tratamenduaren eragile gisa eta DBEOren 28. artikuluaren araberako kontratu batekin. Ez dugu nazioarteko transferentziarik egiten Europako Esparru Ekonomikotik kanpo.",
        ],
      },
    ],
  },
  {
    heading: "6. Zure eskubideak",
    blocks: [
      {
        kind: "p",
        text: `Datuak eskuratzeko, zuzentzeko, ezabatzeko, aurka egiteko, tratamendua mugatzeko eta eramateko eskubideak erabil ditzakezu, bai eta emandako adostasuna edozein unetan kendu ere, ${C.dpoEmail} helbidera idatzita edo posta arruntez helbide honetara: ${C.address}. Adierazi zein eskubide erabiltzen duzun, eta egiaztatu zure nortasuna.`,
      },
      {
        kind: "p",
        text: "Zure eskubideak behar bezala bete ez ditugula uste baduzu, erreklamazioa aurkez dezakezu Datuak Babesteko Espainiako Agentzian (www.aepd.es).",
      },
    ],
  },
  {
    heading: "7. Segurtasuna",
    blocks: [
      {
        kind: "p",
        text: "Arriskuari egokitutako neurri tekniko eta antolamenduzkoak aplikatzen ditugu: komunikazioen zifratzea, modu itzulezinean gordetako pasahitzak, iraungitzen diren saioak, eta datuetarako sarbidea behar duten langileetara mugatua.",
      },
      {
        kind: "p",
        text: "Bulego Birtualak ez du cookierik erabiltzen, ezta analitika-, publizitate- edo jarraipen-tresnarik ere: zure nabigatzailean Cookie-politikan zehaztutako saioaren datu teknikoak baino ez ditu gordetzen, eta saioa ixtean ezabatu egiten ditu. «Egiaztatu konexioa» aukeraren diagnostikoa zure nabigatzailean sortzen da eta zure gailura deskargatzen da; ez da gure zerbitzarietara bidaltzen.",
      },
      { kind: "links", intro: "Informazio gehiago orri hauetan:", to: ["legalNotice", "cookiePolicy"] },
    ],
  },
];
