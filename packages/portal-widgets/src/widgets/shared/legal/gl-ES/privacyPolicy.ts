import { COMPANY as C } from "../company";
import type { LegalSection } from "../LegalPage";

/** Política de privacidade: PrivacyPolicy/content.ts in Galician, section by section. */
export const privacyPolicyGl: readonly LegalSection[] = [
  {
    heading: "1. Responsable do tratamento",
    blocks: [
      {
        kind: "p",
        text: `O responsable do tratamento dos teus datos persoais é ${C.name}, con CIF ${C.cif} e domicilio en ${C.address}. Podes contactar co noso delegado de protección de datos en ${C.dpoEmail}.`,
      },
    ],
  },
  {
    heading: "2. Que datos tratamos",
    blocks: [
      {
        kind: "list",
        items: [
          "Datos identificativos e de contacto: nome e apelidos, NIF, NIE ou CIF, correo electrónico, teléfono e enderezo de subministración.",
          "Datos do contrato: CUPS, código de contrato, tarifa de acceso, potencia contratada e datos bancarios para o cobramento.",
          "Datos de consumo: lecturas, telemedida e curva de carga facilitadas pola empresa distribuidora, e as lecturas que achegas na Oficina Virtual.",
          "Datos de uso da Oficina Virtual: usuario, sesións iniciadas (ata que caducan ou as pechas) e solicitudes tramitadas; de forma temporal (como moito un día), os recontos de intentos de acceso e de envíos de correo por usuario e enderezo IP, para frear ataques; e, se a Oficina Virtual non atopa contratos na túa conta, un rexistro técnico coa páxina e o navegador usados, para investigar o erro.",
        ],
      },
    ],
  },
  {
    heading: "3. Para que os tratamos e con que base legal",
    blocks: [
      {
        kind: "list",
        items: [
          "Xestionar o contrato de subministración, a facturación e o cobramento, e darche acceso á Oficina Virtual: execución do contrato (art. 6.1.b RXPD).",
          "Atender as túas consultas, reclamacións e solicitudes: execución do contrato e cumprimento de obrigas legais (art. 6.1.c RXPD).",
          "Cumprir as obrigas do sector eléctrico e gasista, fiscais e contables: obriga legal (art. 6.1.c RXPD).",
          "Previr a fraude e garantir a seguridade da Oficina Virtual: interese lexítimo (art. 6.1.f RXPD).",
          "Enviarche comunicacións comerciais sobre os nosos produtos de enerxía, só se non te opuxeches ou nos deches o teu consentimento: interese lexítimo ou consentimento (art. 6.1.a e f RXPD).",
        ],
      },
    ],
  },
  {
    heading: "4. Canto tempo conservamos os teus datos",
    blocks: [
      {
        kind: "p",
        text: "Conservamos os teus datos mentres o contrato estea en vigor. Despois, os datos consérvanse durante 6 anos desde o último interese confirmado pola túa parte, é dicir, desde a túa última relación ou comunicación connosco, para atender posibles reclamacións e cumprir as obrigas legais (entre outras, as do Código de comercio).",
      },
      { kind: "p", text: "Pasado ese prazo, os datos suprímense ou anonimízanse de forma que xa non poidan asociarse a ti." },
    ],
  },
  {
    heading: "5. A quen comunicamos os teus datos",
    blocks: [
      {
        kind: "list",
        items: [
          "Á empresa distribuidora da túa zona, para a xestión do acceso á rede e das lecturas.",
          "Ás entidades bancarias, para o cobramento das facturas.",
          "Ás administracións públicas, xulgados e tribunais, cando unha lei o esixa.",
          "A provedores que nos prestan servizos (aloxamento, atención telefónica, impresión e envío), como encargados do tratamento e con contrato segundo o artigo 28 do RXPD. Non realizamos transferencias internacionais fóra do Espazo Económico Europeo.",
        ],
      },
    ],
  },
  {
    heading: "6. Os teus dereitos",
    blocks: [
      {
        kind: "p",
        text: `Podes exercer os dereitos de acceso, rectificación, supresión, oposición, limitación do tratamento e portabilidade, e retirar en calquera momento o consentimento dado, escribindo a ${C.dpoEmail} ou por correo postal a ${C.address}, indicando o dereito que exerces e acreditando a túa identidade.`,
      },
      {
        kind: "p",
        text: "Se consideras que non atendemos correctamente os teus dereitos, podes presentar unha reclamación ante a Axencia Española de Protección de Datos (www.aepd.es).",
      },
    ],
  },
  {
    heading: "7. Seguridade",
    blocks: [
      {
        kind: "p",
        text: "Aplicamos medidas técnicas e organizativas axeitadas ao risco: cifrado das comunicacións, contrasinais almacenados de forma irreversible, sesións que caducan e acceso aos datos limitado ao persoal que os necesita.",
      },
      {
        kind: "p",
        text: "A Oficina Virtual non usa cookies nin ferramentas de analítica, publicidade ou seguimento: no teu navegador só garda os datos técnicos da sesión que detalla a Política de cookies, e bórraos ao pechar a sesión. O diagnóstico de «Comprobar a conexión» xérase no teu navegador e descárgase no teu dispositivo; non se envía aos nosos servidores.",
      },
      { kind: "links", intro: "Máis información no", to: ["legalNotice", "cookiePolicy"] },
    ],
  },
];
