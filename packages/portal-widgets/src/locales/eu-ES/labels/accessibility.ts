import type { CompleteMessages } from "../../messages";

export const accessibilityLabels = {
  title: "Irisgarritasun-adierazpena",
  dates: "Adierazpena 2026ko azaroaren 25ean prestatu zen. Azken berrikuspena: 2026ko azaroaren 25a.",
  intro:
    "{{company}} enpresak konpromisoa hartu du bere Bulego Birtuala irisgarria izan dadin. Adierazpen hau bezeroen atariari (webgunea) eta beste orri batzuetan txertatzen diren Bulego Birtualaren widgetei aplikatzen zaie.",
  conformance: {
    heading: "Betetze-egoera",
    status:
      "Bulego Birtualak partzialki betetzen ditu Web Edukiaren Irisgarritasun Jarraibideak (WCAG) 2.2, AA maila, eta EN 301 549 V3.2.1 arauak webgunerako ezartzen dituen eskakizunak, behean adierazitako adostasun-ezengatik eta egiteke dauden egiaztapenengatik.",
  },
  testing: {
    heading: "Nola egiaztatu dugun",
    intro: "Garapen-taldearen autoebaluazioa, atariaren aldaketa bakoitzean exekutatzen diren proba automatikoekin:",
    items: {
      axe: "axe-core (WCAG 2.0 eta 2.1 arauak, A eta AA mailak) atariko orri guztietan, saioa hasita eta hasi gabe, 1280 eta 320 pixeleko zabaleran; 320 pixelean orria ez da horizontalean desplazatzen. Sarbide-, hasiera- eta faktura-orriak modu ilunean ere egiaztatzen dira.",
      stories:
        "axe-core widget bakoitzaren egoera bakoitzean (Storybookeko istorioak), modu argian eta modu ilunean, kolore-kontrastearen egiaztapenarekin nabigatzailean.",
      contrast: "Kolore-paletako testu eta atzeko plano konbinazio bakoitzaren kontrastea, bi moduetan kalkulatuta: gutxienez 4,5:1.",
      htmlcs:
        "HTML_CodeSniffer (pa11y-ren motorra), WCAG 2 AA estandarra, orri publikoetan eta sarbide-orrietan, eta bezeroaren eta finka-administratzailearen hasieran.",
      keyboard:
        "Teklatua soilik erabilita egindako ibilbide osoak, automatizatuak: sarbidea, hasierako bilaketa eta saioa ixtea; fakturen bilaketa datekin, zenbateko-tartearekin eta PDFaren deskargarekin; telemetria; eskaera berria; eta finka-administratzailearen kontratu baten xehetasunak, ixtean fokua jatorrira itzultzen dutenak.",
      screenReader:
        "Oraindik ez da berrikuspenik egin pantaila-irakurgailuekin (NVDA, JAWS, VoiceOver edo TalkBack) ezta desgaitasuna duten erabiltzaileekin ere. Bulego Birtuala argitaratu aurretik egitea aurreikusita dago.",
    },
  },
  limitations: {
    heading: "Eduki ez-irisgarria",
    intro: "Jarraian adierazitako edukia ez da irisgarria edo oraindik ez da egiaztatu:",
    items: {
      pdf: "Deskargatzen diren PDF dokumentuak (fakturak, kontsumo-ziurtagiriak eta beste dokumentu batzuk) ez daude etiketatuta: haien testua irakur daiteke, baina pantaila-irakurgailuek behar duten izenburu- eta taula-egiturarik gabe (WCAG 1.3.1).",
      screenReader:
        "Pantaila-irakurgailuekiko berrikuspenik gabe, baliteke tresna automatikoek detektatzen ez dituzten oztopoak egotea, adibidez orria berriro kargatu gabe agertzen diren oharretan edo daten egutegian.",
      wcag22:
        "WCAG 2.2ko irizpide berriek (adibidez, 2.4.11 Ezkutatu gabeko fokua, 2.5.8 Helburuaren tamaina eta 3.3.8 Autentifikazio irisgarria) ez dute oraindik egiaztapen berariazkorik.",
      embed: "Hirugarrenen orrietan txertatutako widgetetan, orriaren gainerako zatiaren irisgarritasuna haren titularraren araberakoa da.",
    },
  },
  contact: {
    heading: "Komunikazioak eta harremanetarako datuak",
    text: "Irisgarritasun-oztoporen bat aurkitzen baduzu, edo Bulego Birtualeko informazioa beste formatu batean behar baduzu, idatzi iezaguzu {{email}} helbidera edo deitu {{phone}} telefonora. Adierazi zein orritan eta zer gertatu den; erantzun egingo dizugu, eta konpontzen dugun bitartean alternatiba bat bilatuko dugu.",
  },
  preparation: {
    heading: "Adierazpen honen prestaketa",
    text: "Adierazpen hau deskribatutako probekin egindako autoebaluazio batean oinarritzen da. Bulego Birtualaren orriak aldatzen dituen bertsio bakoitzarekin berrikusiko da, eta gutxienez urtean behin.",
  },
} satisfies CompleteMessages["labels"]["accessibility"];
