import { COMPANY as C } from "../shared/legal/company";
import type { LegalSection } from "../shared/legal/LegalPage";

/** Aviso Legal (LSSI-CE art. 10): who runs the portal, terms of use, liability, law. */
export const legalNoticeSections: readonly LegalSection[] = [
  {
    heading: "1. Titular del sitio web",
    blocks: [
      {
        kind: "p",
        text: `En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de Servicios de la Sociedad de la Información y de Comercio Electrónico (LSSI-CE), se informa de que la Oficina Virtual (${C.web}) es titularidad de ${C.name} (en adelante, «${C.brand}»), con CIF ${C.cif} y domicilio social en ${C.address}.`,
      },
      {
        kind: "p",
        text: `${C.brand} figura inscrita en el ${C.registry}, y en el Listado de Comercializadores de Energía Eléctrica y de Gas Natural del Ministerio para la Transición Ecológica y el Reto Demográfico.`,
      },
      { kind: "list", items: [`Teléfono de atención al cliente: ${C.phone} (gratuito)`, `Correo electrónico: ${C.email}`] },
    ],
  },
  {
    heading: "2. Objeto y condiciones de uso",
    blocks: [
      {
        kind: "p",
        text: "La Oficina Virtual permite a los clientes de electricidad y gas consultar y descargar sus facturas, consultar la telemedida y la curva de carga, obtener certificados de consumo, aportar lecturas del contador y tramitar solicitudes relacionadas con sus contratos.",
      },
      {
        kind: "p",
        text: "El acceso a las áreas privadas requiere un usuario y una contraseña personales. El usuario se compromete a custodiarlos con diligencia, a no cederlos a terceros y a comunicar de inmediato cualquier uso no autorizado. Toda operación realizada con las credenciales de un usuario se entenderá hecha por él.",
      },
      {
        kind: "p",
        text: "El usuario se obliga a hacer un uso lícito de la Oficina Virtual, a facilitar datos veraces y a no realizar acciones que puedan dañar, inutilizar o sobrecargar el servicio o impedir su uso normal por otros usuarios.",
      },
    ],
  },
  {
    heading: "3. Propiedad intelectual e industrial",
    blocks: [
      {
        kind: "p",
        text: `Los contenidos, diseños, logotipos, marcas y código de la Oficina Virtual son propiedad de ${C.brand} o de terceros que han autorizado su uso. Queda prohibida su reproducción, distribución, comunicación pública o transformación sin autorización expresa, salvo la descarga de los documentos propios del usuario (facturas, certificados y ficheros de consumo) para su uso personal.`,
      },
    ],
  },
  {
    heading: "4. Responsabilidad",
    blocks: [
      {
        kind: "p",
        text: `${C.brand} procura que la información publicada sea exacta y esté actualizada. Los datos de telemedida y de curva de carga proceden de la empresa distribuidora y tienen carácter informativo; en caso de discrepancia prevalecen los datos de facturación.`,
      },
      {
        kind: "p",
        text: `${C.brand} no responde de interrupciones del servicio debidas a tareas de mantenimiento, fallos técnicos ajenos a su control o causas de fuerza mayor, ni de los daños derivados de un uso indebido de la Oficina Virtual por parte del usuario.`,
      },
    ],
  },
  {
    heading: "5. Protección de datos y cookies",
    blocks: [
      {
        kind: "links",
        intro: "El tratamiento de los datos personales y el uso de cookies se explican en la",
        to: ["privacyPolicy", "cookiePolicy"],
      },
    ],
  },
  {
    heading: "6. Legislación aplicable y jurisdicción",
    blocks: [
      {
        kind: "p",
        text: "Este aviso legal se rige por la legislación española. Para cualquier controversia, las partes se someten a los juzgados y tribunales del domicilio del usuario cuando este tenga la condición de consumidor y, en otro caso, a los de Madrid capital.",
      },
      {
        kind: "p",
        text: "Los consumidores pueden presentar sus reclamaciones ante el servicio de atención al cliente y, si no quedan satisfechos, acudir a las Juntas Arbitrales de Consumo o a la entidad de resolución alternativa de litigios en materia de energía.",
      },
    ],
  },
];
