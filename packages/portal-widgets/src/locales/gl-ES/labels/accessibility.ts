import type { CompleteMessages } from "../../messages";

export const accessibilityLabels = {
  title: "Declaración de accesibilidade",
  dates: "Declaración preparada o 25 de novembro de 2026. Última revisión: 25 de novembro de 2026.",
  intro:
    "{{company}} comprométese a que a súa Oficina Virtual sexa accesible. Esta declaración aplícase ao portal de clientes (sitio web) e aos widgets da Oficina Virtual que se insiren noutras páxinas.",
  conformance: {
    heading: "Situación de cumprimento",
    status:
      "A Oficina Virtual é parcialmente conforme coas Pautas de accesibilidade para o contido web (WCAG) 2.2, nivel AA, e cos requisitos para a web da norma EN 301 549 V3.2.1, debido ás faltas de conformidade e ás comprobacións pendentes que se indican máis abaixo.",
  },
  testing: {
    heading: "Como o comprobamos",
    intro: "Autoavaliación do equipo de desenvolvemento, con probas automáticas que se executan en cada cambio do portal:",
    items: {
      axe: "axe-core (regras de WCAG 2.0 e 2.1, niveis A e AA) en todas as páxinas do portal, con e sen sesión iniciada, a 1280 e a 320 píxeles de largura; a 320 píxeles a páxina non se despraza en horizontal. As páxinas de acceso, inicio e facturas compróbanse tamén en modo escuro.",
      stories:
        "axe-core en cada estado de cada widget (as historias de Storybook), en modo claro e en modo escuro, coa comprobación de contraste de cor no navegador.",
      contrast: "O contraste de cada combinación de texto e fondo da paleta de cores, calculado nos dous modos: 4,5:1 como mínimo.",
      htmlcs:
        "HTML_CodeSniffer (o motor de pa11y), estándar WCAG 2 AA, nas páxinas públicas e de acceso e no inicio do cliente e do administrador de fincas.",
      keyboard:
        "Percorridos completos só con teclado, automatizados: acceso, busca no inicio e peche de sesión; busca de facturas con datas, rango de importes e descarga de PDF; telemedida; nova solicitude; e os detalles dun contrato do administrador de fincas, que devolven o foco á súa orixe ao pecharse.",
      screenReader:
        "Aínda non se fixo ningunha revisión con lectores de pantalla (NVDA, JAWS, VoiceOver ou TalkBack) nin con persoas usuarias con discapacidade. Está prevista antes da publicación da Oficina Virtual.",
    },
  },
  limitations: {
    heading: "Contido non accesible",
    intro: "O contido que se indica a continuación non é accesible ou aínda non se comprobou:",
    items: {
      pdf: "Os documentos PDF que se descargan (facturas, certificados de consumo e outros documentos) non están etiquetados: o seu texto pódese ler, pero sen a estrutura de títulos e táboas que precisan os lectores de pantalla (WCAG 1.3.1).",
      screenReader:
        "Sen a revisión con lectores de pantalla, pode haber barreiras que as ferramentas automáticas non detectan, por exemplo nos avisos que aparecen sen recargar a páxina ou no calendario de datas.",
      wcag22:
        "Os criterios novos de WCAG 2.2 (como 2.4.11 Foco non oculto, 2.5.8 Tamaño do obxectivo e 3.3.8 Autenticación accesible) aínda non teñen unha comprobación específica.",
      embed: "Nos widgets inseridos en páxinas de terceiros, a accesibilidade do resto da páxina depende do seu titular.",
    },
  },
  contact: {
    heading: "Comunicacións e contacto",
    text: "Se atopas algunha barreira de accesibilidade, ou necesitas a información da Oficina Virtual noutro formato, escríbenos a {{email}} ou chama ao {{phone}}. Indica a páxina e o que pasou; responderémosche e buscaremos unha alternativa mentres o corriximos.",
  },
  preparation: {
    heading: "Elaboración desta declaración",
    text: "Esta declaración baséase nunha autoavaliación coas probas descritas. Revisarase con cada versión da Oficina Virtual que cambie as súas páxinas e, como mínimo, unha vez ao ano.",
  },
} satisfies CompleteMessages["labels"]["accessibility"];
