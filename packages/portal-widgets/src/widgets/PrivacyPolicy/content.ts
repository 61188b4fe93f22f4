import { COMPANY as C } from "../shared/legal/company";
import type { LegalSection } from "../shared/legal/LegalPage";

/** Política de Privacidad (RGPD arts. 13–14 and LOPDGDD). */
export const privacyPolicySections: readonly LegalSection[] = [
  {
    heading: "1. Responsable del tratamiento",
    blocks: [
      {
        kind: "p",
        text: `El responsable del tratamiento de tus datos personales es ${C.name}, con CIF ${C.cif} y domicilio en ${C.address}. Puedes contactar con nuestro Delegado de Protección de Datos en ${C.dpoEmail}.`,
      },
    ],
  },
  {
    heading: "2. Qué datos tratamos",
    blocks: [
      {
        kind: "list",
        items: [
          "Datos identificativos y de contacto: nombre y apellidos, NIF, NIE o CIF, correo electrónico, teléfono y dirección de suministro.",
          "Datos del contrato: CUPS, código de contrato, tarifa de acceso, potencia contratada y datos bancarios para el cobro.",
          "Datos de consumo: lecturas, telemedida y curva de carga facilitadas por la empresa distribuidora, y las lecturas que aportas en la Oficina Virtual.",
          "Datos de uso de la Oficina Virtual: usuario, sesiones iniciadas (hasta que caducan o las cierras) y solicitudes tramitadas; de forma temporal (como mucho un día), los recuentos de intentos de acceso y de envíos de correo por usuario y dirección IP, para frenar ataques; y, si la Oficina Virtual no encuentra contratos en tu cuenta, un registro técnico con la página y el navegador usados, para investigar el error.",
        ],
      },
    ],
  },
  {
    heading: "3. Para qué los tratamos y con qué base legal",
    blocks: [
      {
        kind: "list",
        items: [
          "Gestionar el contrato de suministro, la facturación y el cobro, y darte acceso a la Oficina Virtual: ejecución del contrato (art. 6.1.b RGPD).",
          "Atender tus consultas, reclamaciones y solicitudes: ejecución del contrato y cumplimiento de obligaciones legales (art. 6.1.c RGPD).",
          "Cumplir las obligaciones del sector eléctrico y gasista, fiscales y contables: obligación legal (art. 6.1.c RGPD).",
          "Prevenir el fraude y garantizar la seguridad de la Oficina Virtual: interés legítimo (art. 6.1.f RGPD).",
          "Enviarte comunicaciones comerciales sobre nuestros productos de energía, solo si no te has opuesto o nos has dado tu consentimiento: interés legítimo o consentimiento (art. 6.1.a y f RGPD).",
        ],
      },
    ],
  },
  {
    heading: "4. Cuánto tiempo conservamos tus datos",
    blocks: [
      {
        kind: "p",
        text: "Conservamos tus datos mientras el contrato esté en vigor. Después, los datos se conservan durante 6 años desde el último interés confirmado por tu parte, es decir, desde tu última relación o comunicación con nosotros, para atender posibles reclamaciones y cumplir las obligaciones legales (entre otras, las del Código de Comercio).",
      },
      { kind: "p", text: "Pasado ese plazo, los datos se suprimen o se anonimizan de forma que ya no puedan asociarse a ti." },
    ],
  },
  {
    heading: "5. A quién comunicamos tus datos",
    blocks: [
      {
        kind: "list",
        items: [
          "A la empresa distribuidora de tu zona, para la gestión del acceso a la red y de las lecturas.",
          "A las entidades bancarias, para el cobro de las facturas.",
          "A las Administraciones Públicas, juzgados y tribunales, cuando una ley lo exija.",
          "A proveedores que nos prestan servicios (alojamiento, atención telefónica, impresión y envío), como encargados del tratamiento y con contrato según el artículo 28 del RGPD. No realizamos transferencias internacionales fuera del Espacio Económico Europeo.",
        ],
      },
    ],
  },
  {
    heading: "6. Tus derechos",
    blocks: [
      {
        kind: "p",
        text: `Puedes ejercer los derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad, y retirar en cualquier momento el consentimiento dado, escribiendo a ${C.dpoEmail} o por correo postal a ${C.address}, indicando el derecho que ejerces y acreditando tu identidad.`,
      },
      {
        kind: "p",
        text: "Si consideras que no hemos atendido correctamente tus derechos, puedes presentar una reclamación ante la Agencia Española de Protección de Datos (www.aepd.es).",
      },
    ],
  },
  {
    heading: "7. Seguridad",
    blocks: [
      {
        kind: "p",
        text: "Aplicamos medidas técnicas y organizativas adecuadas al riesgo: cifrado de las comunicaciones, contraseñas almacenadas de forma irreversible, sesiones que caducan y acceso a los datos limitado al personal que los necesita.",
      },
      {
        kind: "p",
        text: "La Oficina Virtual no usa cookies ni herramientas de analítica, publicidad o seguimiento: en tu navegador solo guarda los datos técnicos de la sesión que detalla la Política de Cookies, y los borra al cerrar sesión. El diagnóstico de «Comprobar conexión» se genera en tu navegador y se descarga en tu dispositivo; no se envía a nuestros servidores.",
      },
      { kind: "links", intro: "Más información en el", to: ["legalNotice", "cookiePolicy"] },
    ],
  },
];
