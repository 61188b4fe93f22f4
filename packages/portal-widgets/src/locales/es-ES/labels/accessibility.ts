/**
 * The 'Declaración de accesibilidad' (/accesibilidad), after the model statement of
 * Commission Implementing Decision (EU) 2018/1523. Each list is an object whose values are
 * shown in order. Revise `dates` and the findings whenever the checks below change; the
 * statement must stay honest ('parcialmente conforme' while limitations remain).
 */
export const accessibilityLabels = {
  title: "Declaración de accesibilidad",
  dates: "Declaración preparada el 25 de noviembre de 2026. Última revisión: 25 de noviembre de 2026.",
  /** {{company}} */
  intro:
    "{{company}} se compromete a que su Oficina Virtual sea accesible. Esta declaración se aplica al portal de clientes (sitio web) y a los widgets de la Oficina Virtual que se insertan en otras páginas.",
  conformance: {
    heading: "Situación de cumplimiento",
    status:
      "La Oficina Virtual es parcialmente conforme con las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, nivel AA, y con los requisitos para la web de la norma EN 301 549 V3.2.1, debido a las faltas de conformidad y a las comprobaciones pendientes que se indican más abajo.",
  },
  testing: {
    heading: "Cómo lo hemos comprobado",
    intro: "Autoevaluación del equipo de desarrollo, con pruebas automáticas que se ejecutan en cada cambio del portal:",
    items: {
      axe: "axe-core (reglas de WCAG 2.0 y 2.1, niveles A y AA) en todas las páginas del portal, con y sin sesión iniciada, a 1280 y a 320 píxeles de ancho; a 320 píxeles la página no se desplaza en horizontal. Las páginas de acceso, inicio y facturas se comprueban también en modo oscuro.",
      stories:
        "axe-core en cada estado de cada widget (las historias de Storybook), en modo claro y en modo oscuro, con la comprobación de contraste de color en el navegador.",
      contrast: "El contraste de cada combinación de texto y fondo de la paleta de colores, calculado en los dos modos: 4,5:1 como mínimo.",
      htmlcs:
        "HTML_CodeSniffer (el motor de pa11y), estándar WCAG 2 AA, en las páginas públicas y de acceso y en el inicio del cliente y del administrador de fincas.",
      keyboard:
        "Recorridos completos solo con teclado, automatizados: acceso, búsqueda en el inicio y cierre de sesión; búsqueda de facturas con fechas, rango de importes y descarga de PDF; telemedida; nueva solicitud; y los detalles de un contrato del administrador de fincas, que devuelven el foco a su origen al cerrarse.",
      screenReader:
        "No se ha hecho todavía una revisión con lectores de pantalla (NVDA, JAWS, VoiceOver o TalkBack) ni con personas usuarias con discapacidad. Está prevista antes de la publicación de la Oficina Virtual.",
    },
  },
  limitations: {
    heading: "Contenido no accesible",
    intro: "El contenido que se indica a continuación no es accesible o no se ha comprobado todavía:",
    items: {
      pdf: "Los documentos PDF que se descargan (facturas, certificados de consumo y otros documentos) no están etiquetados: su texto se puede leer, pero sin la estructura de títulos y tablas que necesitan los lectores de pantalla (WCAG 1.3.1).",
      screenReader:
        "Sin la revisión con lectores de pantalla, puede haber barreras que las herramientas automáticas no detectan, por ejemplo en los avisos que aparecen sin recargar la página o en el calendario de fechas.",
      wcag22:
        "Los criterios nuevos de WCAG 2.2 (como 2.4.11 Foco no oculto, 2.5.8 Tamaño del objetivo y 3.3.8 Autenticación accesible) no tienen todavía una comprobación específica.",
      embed: "En los widgets insertados en páginas de terceros, la accesibilidad del resto de la página depende de su titular.",
    },
  },
  contact: {
    heading: "Comunicaciones y contacto",
    /** {{email}} {{phone}} */
    text: "Si encuentras alguna barrera de accesibilidad, o necesitas la información de la Oficina Virtual en otro formato, escríbenos a {{email}} o llama al {{phone}}. Indica la página y lo que ha ocurrido; te responderemos y buscaremos una alternativa mientras lo corregimos.",
  },
  preparation: {
    heading: "Elaboración de esta declaración",
    text: "Esta declaración se basa en una autoevaluación con las pruebas descritas. Se revisará con cada versión de la Oficina Virtual que cambie sus páginas y, como mínimo, una vez al año.",
  },
} satisfies LabelTree;

export const accessibilityArea = textArea("labels.accessibility", accessibilityLabels);

import { textArea } from "../../textArea";
import type { LabelTree } from "../../tree";
