/**
 * The 'Declaración de accesibilidad' (/accesibilidad), for customers, in the order of the
 * model statement of Real Decreto 1112/2018 (Commission Implementing Decision (EU) 2018/1523):
 * compliance status, what works, non-accessible content (non-compliance, disproportionate
 * burden, out of scope), preparation and date, contact, enforcement. Each list is an object
 * whose values are shown in order. Revise `dates` and the findings whenever the portal's checks
 * change; the statement must stay honest ('parcialmente conforme' while limitations remain).
 */
export const accessibilityLabels = {
  title: "Declaración de accesibilidad",
  dates: "Declaración preparada el 2 de diciembre de 2026. Última revisión: 2 de diciembre de 2026.",
  /** {{company}} */
  intro:
    "{{company}} se compromete a que su Oficina Virtual sea accesible para todas las personas. Esta declaración se aplica a la Oficina Virtual de clientes: este sitio web y las partes de la Oficina Virtual que aparecen en otras páginas de {{company}}.",
  conformance: {
    heading: "Situación de cumplimiento",
    status:
      "La Oficina Virtual es parcialmente conforme con las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, nivel AA, y con la norma EN 301 549, debido a las faltas de conformidad que se indican más abajo.",
  },
  works: {
    heading: "Qué puedes hacer en la Oficina Virtual",
    intro: "Hemos diseñado la Oficina Virtual para que puedas:",
    items: {
      keyboard: "Usar todas las páginas solo con el teclado, viendo siempre dónde está el foco.",
      zoom: "Ampliar el texto hasta el 200 % o usar el portal en el móvil sin tener que desplazarte en horizontal.",
      contrast: "Leer los textos con buen contraste, también en el modo oscuro.",
      languages: "Usar el portal en castellano, catalán, gallego, euskera o inglés.",
      session: "Recibir un aviso antes de que tu sesión caduque y seguir conectado si lo necesitas.",
    },
  },
  limitations: {
    heading: "Contenido no accesible",
    intro: "Estas partes de la Oficina Virtual todavía no son accesibles, o no del todo:",
    items: {
      pdf: "Falta de conformidad: las facturas, los certificados de consumo y otros documentos en PDF no están etiquetados. Un lector de pantalla lee su texto, pero no sus títulos ni sus tablas. Si lo necesitas, te damos la misma información en otro formato.",
      screenReader:
        "Falta de conformidad: todavía no hemos probado el portal con lectores de pantalla ni con personas con discapacidad, así que puede haber barreras que aún no conocemos, por ejemplo en el calendario para elegir fechas.",
      burden: "Carga desproporcionada: no aplica.",
      scope:
        "Contenido fuera del ámbito de la legislación aplicable: las páginas de otras webs en las que aparece la Oficina Virtual, cuya accesibilidad depende de su titular.",
    },
  },
  preparation: {
    heading: "Preparación de esta declaración",
    text: "Hemos preparado esta declaración con una autoevaluación, siguiendo el modelo del Real Decreto 1112/2018: revisiones automáticas cada vez que cambia el portal y recorridos completos solo con el teclado. La revisaremos con cada versión que cambie sus páginas y, como mínimo, una vez al año.",
  },
  contact: {
    heading: "Observaciones y datos de contacto",
    /** {{email}} {{phone}} */
    text: "Si encuentras una barrera, necesitas alguna información en otro formato o quieres proponernos una mejora, escríbenos a {{email}} o llama al {{phone}}. Dinos en qué página estabas y qué ha pasado: te responderemos y, mientras lo corregimos, te daremos la información por otra vía.",
  },
  enforcement: {
    heading: "Procedimiento de aplicación",
    /** {{email}} {{phone}} */
    text: "Si nuestra respuesta no te satisface, puedes presentar una reclamación a nuestro servicio de atención al cliente ({{email}}, {{phone}}) o acudir a los servicios de consumo de tu comunidad autónoma.",
  },
} satisfies LabelTree;

export const accessibilityArea = textArea("labels.accessibility", accessibilityLabels);

import { textArea } from "../../textArea";
import type { LabelTree } from "../../tree";
