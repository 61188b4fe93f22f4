import type { CompleteMessages } from "../../messages";

export const accessibilityLabels = {
  title: "Declaració d'accessibilitat",
  dates: "Declaració preparada el 2 de desembre de 2026. Última revisió: 2 de desembre de 2026.",
  intro:
    "{{company}} es compromet a fer que la seva Oficina Virtual sigui accessible per a totes les persones. Aquesta declaració s'aplica a l'Oficina Virtual de clients: aquest lloc web i les parts de l'Oficina Virtual que apareixen en altres pàgines de {{company}}.",
  conformance: {
    heading: "Situació de compliment",
    status:
      "L'Oficina Virtual és parcialment conforme amb les Pautes d'accessibilitat per al contingut web (WCAG) 2.2, nivell AA, i amb la norma EN 301 549, a causa de les manques de conformitat que s'indiquen més avall.",
  },
  works: {
    heading: "Què pots fer a l'Oficina Virtual",
    intro: "Hem dissenyat l'Oficina Virtual perquè puguis:",
    items: {
      keyboard: "Fer servir totes les pàgines només amb el teclat, veient sempre on és el focus.",
      zoom: "Ampliar el text fins al 200 % o fer servir el portal al mòbil sense haver de desplaçar-te en horitzontal.",
      contrast: "Llegir els textos amb un bon contrast, també en el mode fosc.",
      languages: "Fer servir el portal en castellà, català, gallec, basc o anglès.",
      session: "Rebre un avís abans que la sessió caduqui i continuar connectat si ho necessites.",
    },
  },
  limitations: {
    heading: "Contingut no accessible",
    intro: "Aquestes parts de l'Oficina Virtual encara no són accessibles, o no del tot:",
    items: {
      pdf: "Manca de conformitat: les factures, els certificats de consum i altres documents en PDF no estan etiquetats. Un lector de pantalla en llegeix el text, però no els títols ni les taules. Si ho necessites, et donem la mateixa informació en un altre format.",
      screenReader:
        "Manca de conformitat: encara no hem provat el portal amb lectors de pantalla ni amb persones amb discapacitat, de manera que hi pot haver barreres que encara no coneixem, per exemple en el calendari per triar dates.",
      burden: "Càrrega desproporcionada: no s'hi aplica.",
      scope:
        "Contingut fora de l'àmbit de la legislació aplicable: les pàgines d'altres webs on apareix l'Oficina Virtual, l'accessibilitat de les quals depèn del seu titular.",
    },
  },
  preparation: {
    heading: "Preparació d'aquesta declaració",
    text: "Hem preparat aquesta declaració amb una autoavaluació, seguint el model del Reial decret 1112/2018: revisions automàtiques cada vegada que canvia el portal i recorreguts complets només amb el teclat. La revisarem amb cada versió que en canviï les pàgines i, com a mínim, un cop l'any.",
  },
  contact: {
    heading: "Observacions i dades de contacte",
    text: "Si trobes una barrera, necessites alguna informació en un altre format o ens vols proposar una millora, escriu-nos a {{email}} o truca al {{phone}}. Digues-nos en quina pàgina eres i què ha passat: et respondrem i, mentre ho corregim, et donarem la informació per una altra via.",
  },
  enforcement: {
    heading: "Procediment d'aplicació",
    text: "Si la nostra resposta no et satisfà, pots presentar una reclamació al nostre servei d'atenció al client ({{email}}, {{phone}}) o adreçar-te als serveis de consum de la teva comunitat autònoma.",
  },
} satisfies CompleteMessages["labels"]["accessibility"];
