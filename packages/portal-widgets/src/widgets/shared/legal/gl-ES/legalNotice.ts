import { COMPANY as C } from "../company";
import type { LegalSection } from "../LegalPage";

/** Aviso legal: LegalNotice/content.ts in Galician, section by section. */
export const legalNoticeGl: readonly LegalSection[] = [
  {
    heading: "1. Titular do sitio web",
    blocks: [
      {
        kind: "p",
        text: `En cumprimento do artigo 10 da Lei 34/2002, do 11 de xullo, de servizos da sociedade da información e de comercio electrónico (LSSI-CE), infórmase de que a Oficina Virtual (${C.web}) é titularidade de ${C.name} (en diante, «${C.brand}»), con CIF ${C.cif} e domicilio social en ${C.address}.`,
      },
      {
        kind: "p",
        text: `${C.brand} figura inscrita no ${C.registry}, e na Listaxe de comercializadores de enerxía eléctrica e de gas natural do Ministerio para a Transición Ecolóxica e o Reto Demográfico.`,
      },
      { kind: "list", items: [`Teléfono de atención ao cliente: ${C.phone} (gratuíto)`, `Correo electrónico: ${C.email}`] },
    ],
  },
  {
    heading: "2. Obxecto e condicións de uso",
    blocks: [
      {
        kind: "p",
        text: "A Oficina Virtual permite aos clientes de electricidade e gas consultar e descargar as súas facturas, consultar a telemedida e a curva de carga, obter certificados de consumo, achegar lecturas do contador e tramitar solicitudes relacionadas cos seus contratos.",
      },
      {
        kind: "p",
        text: "O acceso ás áreas privadas require un usuario e un contrasinal persoais. O usuario comprométese a custodialos con dilixencia, a non cedelos a terceiros e a comunicar de inmediato calquera uso non autorizado. Toda operación realizada coas credenciais dun usuario entenderase feita por el.",
      },
      {
        kind: "p",
        text: "O usuario obrígase a facer un uso lícito da Oficina Virtual, a facilitar datos veraces e a non realizar accións que poidan danar, inutilizar ou sobrecargar o servizo ou impedir o seu uso normal por outros usuarios.",
      },
    ],
  },
  {
    heading: "3. Propiedade intelectual e industrial",
    blocks: [
      {
        kind: "p",
        text: `Os contidos, deseños, logotipos, marcas e código da Oficina Virtual son propiedade de ${C.brand} ou de terceiros que autorizaron o seu uso. Queda prohibida a súa reprodución, distribución, comunicación pública ou transformación sen autorización expresa, agás a descarga dos documentos propios do usuario (facturas, certificados e ficheiros de consumo) para o seu uso persoal.`,
      },
    ],
  },
  {
    heading: "4. Responsabilidade",
    blocks: [
      {
        kind: "p",
        text: `${C.brand} procura que a información publicada sexa exacta e estea actualizada. Os datos de telemedida e de curva de carga proceden da empresa distribuidora e teñen carácter informativo; en caso de discrepancia prevalecen os datos de facturación.`,
      },
      {
        kind: "p",
        text: `${C.brand} non responde das interrupcións do servizo debidas a tarefas de mantemento, fallos técnicos alleos ao seu control ou causas de forza maior, nin dos danos derivados dun uso indebido da Oficina Virtual por parte do usuario.`,
      },
    ],
  },
  {
    heading: "5. Protección de datos e cookies",
    blocks: [
      {
        kind: "links",
        intro: "O tratamento dos datos persoais e o uso de cookies explícanse na",
        to: ["privacyPolicy", "cookiePolicy"],
      },
    ],
  },
  {
    heading: "6. Lexislación aplicable e xurisdición",
    blocks: [
      {
        kind: "p",
        text: "Este aviso legal réxese pola lexislación española. Para calquera controversia, as partes sométense aos xulgados e tribunais do domicilio do usuario cando este teña a condición de consumidor e, noutro caso, aos de Madrid capital.",
      },
      {
        kind: "p",
        text: "Os consumidores poden presentar as súas reclamacións ante o servizo de atención ao cliente e, se non quedan satisfeitos, acudir ás xuntas arbitrais de consumo ou á entidade de resolución alternativa de litixios en materia de enerxía.",
      },
    ],
  },
];
