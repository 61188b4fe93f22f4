import type { CompleteMessages } from "../../messages";

export const accessibilityLabels = {
  title: "Declaración de accesibilidade",
  dates: "Declaración preparada o 2 de decembro de 2026. Última revisión: 2 de decembro de 2026.",
  intro:
    "{{company}} comprométese a que a súa Oficina Virtual sexa accesible para todas as persoas. Esta declaración aplícase á Oficina Virtual de clientes: este sitio web e as partes da Oficina Virtual que aparecen noutras páxinas de {{company}}.",
  conformance: {
    heading: "Situación de cumprimento",
    status:
      "A Oficina Virtual é parcialmente conforme coas Pautas de Accesibilidade para o Contido Web (WCAG) 2.2, nivel AA, e coa norma EN 301 549, debido ás faltas de conformidade que se indican máis abaixo.",
  },
  works: {
    heading: "Que podes facer na Oficina Virtual",
    intro: "Deseñamos a Oficina Virtual para que poidas:",
    items: {
      keyboard: "Usar todas as páxinas só co teclado, vendo sempre onde está o foco.",
      zoom: "Ampliar o texto ata o 200 % ou usar o portal no móbil sen ter que desprazarte en horizontal.",
      contrast: "Ler os textos con bo contraste, tamén no modo escuro.",
      languages: "Usar o portal en castelán, catalán, galego, éuscaro ou inglés.",
      session: "Recibir un aviso antes de que a túa sesión caduque e seguir conectado se o necesitas.",
    },
  },
  limitations: {
    heading: "Contido non accesible",
    intro: "Estas partes da Oficina Virtual aínda non son accesibles, ou non de todo:",
    items: {
      pdf: "Falta de conformidade: as facturas, os certificados de consumo e outros documentos en PDF non están etiquetados. Un lector de pantalla le o seu texto, pero non os seus títulos nin as súas táboas. Se o necesitas, dámosche a mesma información noutro formato.",
      screenReader:
        "Falta de conformidade: aínda non probamos o portal con lectores de pantalla nin con persoas con discapacidade, así que pode haber barreiras que aínda non coñecemos, por exemplo no calendario para escoller datas.",
      burden: "Carga desproporcionada: non se aplica.",
      scope:
        "Contido fóra do ámbito da lexislación aplicable: as páxinas doutras webs nas que aparece a Oficina Virtual, cuxa accesibilidade depende do seu titular.",
    },
  },
  preparation: {
    heading: "Preparación desta declaración",
    text: "Preparamos esta declaración cunha autoavaliación, seguindo o modelo do Real decreto 1112/2018: revisións automáticas cada vez que cambia o portal e percorridos completos só co teclado. Revisarémola con cada versión que cambie as súas páxinas e, como mínimo, unha vez ao ano.",
  },
  contact: {
    heading: "Observacións e datos de contacto",
    text: "Se atopas unha barreira, necesitas algunha información noutro formato ou queres propoñernos unha mellora, escríbenos a {{email}} ou chama ao {{phone}}. Dinos en que páxina estabas e que pasou: responderémosche e, mentres o corriximos, darémosche a información por outra vía.",
  },
  enforcement: {
    heading: "Procedemento de aplicación",
    text: "Se a nosa resposta non che satisfai, podes presentar unha reclamación ao noso servizo de atención ao cliente ({{email}}, {{phone}}) ou acudir aos servizos de consumo da túa comunidade autónoma.",
  },
} satisfies CompleteMessages["labels"]["accessibility"];
