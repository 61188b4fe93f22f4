import type { CompleteMessages } from "../../messages";

export const accessibilityLabels = {
  title: "Declaració d'accessibilitat",
  dates: "Declaració preparada el 25 de novembre de 2026. Última revisió: 25 de novembre de 2026.",
  intro:
    "{{company}} es compromet a fer que la seva Oficina Virtual sigui accessible. Aquesta declaració s'aplica al portal de clients (lloc web) i als widgets de l'Oficina Virtual que s'insereixen en altres pàgines.",
  conformance: {
    heading: "Situació de compliment",
    status:
      "L'Oficina Virtual és parcialment conforme amb les Pautes d'accessibilitat per al contingut web (WCAG) 2.2, nivell AA, i amb els requisits per al web de la norma EN 301 549 V3.2.1, a causa de les manques de conformitat i de les comprovacions pendents que s'indiquen més avall.",
  },
  testing: {
    heading: "Com ho hem comprovat",
    intro: "Autoavaluació de l'equip de desenvolupament, amb proves automàtiques que s'executen en cada canvi del portal:",
    items: {
      axe: "axe-core (regles de WCAG 2.0 i 2.1, nivells A i AA) a totes les pàgines del portal, amb la sessió iniciada i sense, a 1280 i a 320 píxels d'amplada; a 320 píxels la pàgina no es desplaça en horitzontal. Les pàgines d'accés, d'inici i de factures també es comproven en mode fosc.",
      stories:
        "axe-core en cada estat de cada widget (les històries de Storybook), en mode clar i en mode fosc, amb la comprovació del contrast de color al navegador.",
      contrast: "El contrast de cada combinació de text i fons de la paleta de colors, calculat en els dos modes: 4,5:1 com a mínim.",
      htmlcs:
        "HTML_CodeSniffer (el motor de pa11y), estàndard WCAG 2 AA, a les pàgines públiques i d'accés i a l'inici del client i de l'administrador de finques.",
      keyboard:
        "Recorreguts complets només amb el teclat, automatitzats: accés, cerca a l'inici i tancament de la sessió; cerca de factures amb dates, interval d'imports i baixada del PDF; telemesura; nova sol·licitud; i els detalls d'un contracte de l'administrador de finques, que tornen el focus al seu origen en tancar-se.",
      screenReader:
        "Encara no s'ha fet cap revisió amb lectors de pantalla (NVDA, JAWS, VoiceOver o TalkBack) ni amb persones usuàries amb discapacitat. Està prevista abans de la publicació de l'Oficina Virtual.",
    },
  },
  limitations: {
    heading: "Contingut no accessible",
    intro: "El contingut que s'indica a continuació no és accessible o encara no s'ha comprovat:",
    items: {
      pdf: "Els documents PDF que es baixen (factures, certificats de consum i altres documents) no estan etiquetats: el seu text es pot llegir, però sense l'estructura de títols i taules que necessiten els lectors de pantalla (WCAG 1.3.1).",
      screenReader:
        "Sense la revisió amb lectors de pantalla, hi pot haver barreres que les eines automàtiques no detecten, per exemple en els avisos que apareixen sense tornar a carregar la pàgina o en el calendari de dates.",
      wcag22:
        "Els criteris nous de WCAG 2.2 (com ara 2.4.11 Focus no ocult, 2.5.8 Mida de l'objectiu i 3.3.8 Autenticació accessible) encara no tenen una comprovació específica.",
      embed: "En els widgets inserits en pàgines de tercers, l'accessibilitat de la resta de la pàgina depèn del seu titular.",
    },
  },
  contact: {
    heading: "Comunicacions i contacte",
    text: "Si trobes alguna barrera d'accessibilitat, o necessites la informació de l'Oficina Virtual en un altre format, escriu-nos a {{email}} o truca al {{phone}}. Indica la pàgina i què ha passat; et respondrem i buscarem una alternativa mentre ho corregim.",
  },
  preparation: {
    heading: "Elaboració d'aquesta declaració",
    text: "Aquesta declaració es basa en una autoavaluació amb les proves descrites. Es revisarà amb cada versió de l'Oficina Virtual que en canviï les pàgines i, com a mínim, un cop l'any.",
  },
} satisfies CompleteMessages["labels"]["accessibility"];
