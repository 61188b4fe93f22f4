import type { CompleteMessages } from "../../messages";

export const accessibilityLabels = {
  title: "Irisgarritasun-adierazpena",
  dates: "Adierazpena 2026ko abenduaren 2an prestatua. Azken berrikuspena: 2026ko abenduaren 2a.",
  intro:
    "{{company}} konpromisoa hartu du bere Bulego Birtuala pertsona guztientzat irisgarria izan dadin. Adierazpen hau bezeroen Bulego Birtualari aplikatzen zaio: webgune honi eta {{company}}-ren beste orrietan agertzen diren Bulego Birtualaren zatiei.",
  conformance: {
    heading: "Betetze-egoera",
    status:
      "Bulego Birtuala partzialki bat dator Web Edukien Irisgarritasun Jarraibideekin (WCAG) 2.2, AA mailarekin, eta EN 301 549 arauarekin, behean adierazten diren ez-betetzeengatik.",
  },
  works: {
    heading: "Zer egin dezakezu Bulego Birtualean",
    intro: "Bulego Birtuala diseinatu dugu honako hauek egin ahal izan ditzazun:",
    items: {
      keyboard: "Orri guztiak teklatuarekin bakarrik erabili, fokua non dagoen beti ikusita.",
      zoom: "Testua % 200eraino handitu edo ataria mugikorrean erabili, horizontalki mugitu beharrik gabe.",
      contrast: "Testuak kontraste onarekin irakurri, modu ilunean ere bai.",
      languages: "Ataria gaztelaniaz, katalanez, galizieraz, euskaraz edo ingelesez erabili.",
      session: "Saioa iraungi baino lehen abisu bat jaso eta, behar baduzu, konektatuta jarraitu.",
    },
  },
  limitations: {
    heading: "Eduki ez-irisgarria",
    intro: "Bulego Birtualaren zati hauek oraindik ez dira irisgarriak, edo ez guztiz:",
    items: {
      pdf: "Ez-betetzea: fakturak, kontsumo-ziurtagiriak eta PDF formatuko beste dokumentuak ez daude etiketatuta. Pantaila-irakurgailu batek testua irakurtzen du, baina ez izenburuak ezta taulak ere. Behar baduzu, informazio bera beste formatu batean emango dizugu.",
      screenReader:
        "Ez-betetzea: oraindik ez dugu ataria pantaila-irakurgailuekin edo desgaitasuna duten pertsonekin probatu; beraz, oraindik ezagutzen ez ditugun oztopoak egon daitezke, adibidez datak aukeratzeko egutegian.",
      burden: "Neurriz kanpoko zama: ez da aplikatzen.",
      scope:
        "Aplikatu beharreko legeriaren eremutik kanpoko edukia: Bulego Birtuala agertzen den beste webguneetako orriak; haien irisgarritasuna titularraren araberakoa da.",
    },
  },
  preparation: {
    heading: "Adierazpen honen prestaketa",
    text: "Adierazpen hau autoebaluazio baten bidez prestatu dugu, 1112/2018 Errege Dekretuaren ereduari jarraituz: ataria aldatzen den bakoitzean berrikuspen automatikoak eta teklatuarekin bakarrik egindako ibilbide osoak. Orriak aldatzen dituen bertsio bakoitzarekin berrikusiko dugu, eta gutxienez urtean behin.",
  },
  contact: {
    heading: "Oharrak eta harremanetarako datuak",
    text: "Oztoporen bat aurkitzen baduzu, informazioren bat beste formatu batean behar baduzu edo hobekuntzaren bat proposatu nahi badiguzu, idatzi {{email}} helbidera edo deitu {{phone}} zenbakira. Esan iezaguzu zein orritan zeunden eta zer gertatu den: erantzun egingo dizugu eta, zuzentzen dugun bitartean, informazioa beste bide batetik emango dizugu.",
  },
  enforcement: {
    heading: "Aplikazio-prozedura",
    text: "Gure erantzunarekin gustura ez bazaude, erreklamazio bat aurkez dezakezu gure bezeroarentzako arreta-zerbitzuan ({{email}}, {{phone}}) edo zure autonomia-erkidegoko kontsumo-zerbitzuetara jo dezakezu.",
  },
} satisfies CompleteMessages["labels"]["accessibility"];
