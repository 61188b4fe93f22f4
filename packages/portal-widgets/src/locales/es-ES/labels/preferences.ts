import { textArea } from "../../textArea";

/**
 * Screen texts of 'Mi cuenta' › 'Preferencias' (Preferences): the language of e-mails and
 * documents, the e-mail notices wanted and 'Factura electrónica' per contract. The language
 * names are each language's own (as the header's selector writes them).
 */
export const preferencesLabels = {
  heading: "Preferencias",
  loading: "Cargando tus preferencias…",
  loadError: "No hemos podido cargar tus preferencias. Inténtalo más tarde.",
  saved: "Hemos guardado tus preferencias.",
  saveError: "No hemos podido guardar el cambio. Inténtalo más tarde.",
  languageHeading: "Idioma de los correos y documentos",
  language: "Idioma",
  languageHint: "El de los correos que te enviamos y de las facturas y certificados que descargas.",
  saveLanguage: "Guardar el idioma",
  languages: { es: "Español", ca: "Català", eu: "Euskara", gl: "Galego", en: "English" },
  noticesHeading: "Avisos por correo electrónico",
  notices: { newInvoice: "Nueva factura", costAlert: "Alerta de consumo", requestUpdates: "Novedades de mis solicitudes" },
  paperHeading: "Factura electrónica",
  paperIntro: "Elige para cada contrato si quieres la factura por correo electrónico o en papel.",
  paperless: "Factura electrónica",
  contract: "Contrato",
  lines: { electricidad: "Electricidad", gas: "Gas" },
  paperlessOn: "Sin papel: te enviaremos un correo con un enlace a cada factura en cuanto se emita.",
  paperlessOff: "En papel, a esta dirección:",
  noContracts: "No tienes contratos.",
  postal: {
    heading: "Dirección postal",
    intro: "Donde enviamos la correspondencia en papel de cada contrato. Mientras no indiques otra, usamos la dirección de suministro.",
    supply: "Dirección de suministro",
    change: "Cambiar la dirección postal",
    street: "Calle",
    number: "Número, piso y puerta",
    postalCode: "Código postal",
    town: "Población",
    province: "Provincia",
    provinceHint: "Si la dejas vacía, la deducimos del código postal.",
    save: "Guardar la dirección",
    cancel: "Cancelar",
    saved: "Hemos guardado la dirección postal.",
    errors: {
      street: "Introduce la calle.",
      streetLong: "La calle no puede tener más de 100 caracteres.",
      number: "Introduce el número (y el piso y la puerta, si los hay).",
      numberLong: "El número, piso y puerta no pueden tener más de 40 caracteres.",
      postalCode: "El código postal tiene 5 cifras, por ejemplo 28001.",
      postalPrefix: "El código postal no es de ninguna provincia: sus dos primeras cifras van del 01 al 52.",
      town: "Introduce la población.",
      townLong: "La población no puede tener más de 60 caracteres.",
      province: "El código postal {{code}} es de {{province}}: revisa la provincia o el código.",
    },
  },
};

export const preferencesArea = textArea("labels.preferences", preferencesLabels);
