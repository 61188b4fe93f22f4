import { COMPANY as C } from "../shared/legal/company";
import type { LegalSection } from "../shared/legal/LegalPage";
import { storedKeyRows } from "../shared/legal/storedKeyRows";

export { storedKeyRows };

/** Política de Cookies: no cookies; what is kept in the browser's storage, by area, with
 * its lifetime. */
export const cookiePolicySections: readonly LegalSection[] = [
  {
    heading: "1. Qué son las cookies y el almacenamiento del navegador",
    blocks: [
      {
        kind: "p",
        text: "Las cookies son pequeños ficheros que un sitio web guarda en el dispositivo del usuario para recordar información entre una página y otra o entre visitas. El almacenamiento del navegador (localStorage y sessionStorage) cumple la misma función y la normativa lo trata igual.",
      },
      {
        kind: "p",
        text: `La Oficina Virtual de ${C.name} no instala cookies, ni propias ni de terceros, y no usa herramientas de analítica, publicidad ni seguimiento. Solo guarda en el almacenamiento de tu navegador los datos técnicos que se indican a continuación, necesarios para iniciar sesión y usar el servicio.`,
      },
    ],
  },
  {
    heading: "2. Almacenamiento local (localStorage)",
    blocks: [
      {
        kind: "p",
        text: "Se comparte entre las pestañas de la Oficina Virtual abiertas en el mismo navegador. Son datos técnicos exentos de consentimiento (artículo 22.2 de la LSSI-CE): sin ellos no es posible iniciar sesión. Al cerrar sesión se borran todos, salvo la casilla recordada de la página de acceso.",
      },
      { kind: "cookies", caption: "Almacenamiento local (localStorage)", rows: storedKeyRows("localStorage") },
    ],
  },
  {
    heading: "3. Almacenamiento de sesión (sessionStorage)",
    blocks: [
      {
        kind: "p",
        text: "Pertenece a una sola pestaña y desaparece al cerrarla. Tampoco requiere consentimiento: solo guarda lo que estabas escribiendo para no perderlo.",
      },
      { kind: "cookies", caption: "Almacenamiento de sesión (sessionStorage)", rows: storedKeyRows("sessionStorage") },
    ],
  },
  {
    heading: "4. Cómo borrar estos datos",
    blocks: [
      {
        kind: "p",
        text: "Al cerrar sesión se borran los datos de la sesión y los borradores. También puedes borrar el almacenamiento del sitio desde la configuración de tu navegador; si lo bloqueas, no podrás iniciar sesión en la Oficina Virtual. Como no hay cookies opcionales, no se muestra ningún aviso de cookies.",
      },
      { kind: "p", text: `Para cualquier duda sobre esta política puedes escribir a ${C.dpoEmail}.` },
    ],
  },
  {
    heading: "5. Más información",
    blocks: [{ kind: "links", intro: "Consulta también el", to: ["legalNotice", "privacyPolicy"] }],
  },
];
