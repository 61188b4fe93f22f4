import { COMPANY as C } from "../shared/legal/company";
import type { LegalSection } from "../shared/legal/LegalPage";

const ours = C.brand;

/** Política de Cookies: what is stored in the browser, by type, with its expiry. */
export const cookiePolicySections: readonly LegalSection[] = [
  {
    heading: "1. Qué son las cookies",
    blocks: [
      {
        kind: "p",
        text: "Las cookies y tecnologías similares (como el almacenamiento local del navegador) son pequeños ficheros o datos que un sitio web guarda en el dispositivo del usuario para recordar información entre una página y otra o entre visitas.",
      },
      {
        kind: "p",
        text: `La Oficina Virtual de ${C.name} utiliza las que se indican a continuación, agrupadas por tipo. No utilizamos cookies publicitarias ni de seguimiento de terceros.`,
      },
    ],
  },
  {
    heading: "2. Cookies técnicas o necesarias",
    blocks: [
      {
        kind: "p",
        text: "Permiten iniciar sesión y usar la Oficina Virtual de forma segura. Están exentas de consentimiento (artículo 22.2 de la LSSI-CE) porque sin ellas el servicio no funciona.",
      },
      {
        kind: "cookies",
        caption: "Cookies técnicas",
        rows: [
          {
            name: "accessToken",
            provider: ours,
            purpose: "Acreditar la sesión iniciada en cada petición a nuestros servidores.",
            expiry: "Al cerrar sesión o a los 60 minutos de inactividad",
          },
          {
            name: "user-token",
            provider: ours,
            purpose: "Mantener la sesión abierta mientras se navega entre pantallas.",
            expiry: "Al cerrar sesión",
          },
          { name: "email", provider: ours, purpose: "Mostrar la cuenta con la que se ha iniciado sesión.", expiry: "Al cerrar sesión" },
          {
            name: "isAdministrador",
            provider: ours,
            purpose: "Mostrar la pantalla de administrador de fincas a quien lo es.",
            expiry: "Al cerrar sesión",
          },
          {
            name: "isLeaving",
            provider: ours,
            purpose: "Avisar de que la sesión ha caducado al volver a la página de acceso.",
            expiry: "Al iniciar sesión de nuevo",
          },
          { name: "ov_cookie_consent", provider: ours, purpose: "Recordar las preferencias de cookies elegidas.", expiry: "12 meses" },
        ],
      },
    ],
  },
  {
    heading: "3. Cookies de preferencias",
    blocks: [
      { kind: "p", text: "Recuerdan datos de la cuenta para no pedirlos de nuevo en cada pantalla." },
      {
        kind: "cookies",
        caption: "Cookies de preferencias",
        rows: [
          {
            name: "totalElectricidad / totalGas",
            provider: ours,
            purpose: "Recordar cuántos suministros de electricidad y de gas tiene la cuenta.",
            expiry: "Al cerrar sesión",
          },
          {
            name: "totalContractsElectricidad / totalContractsGas",
            provider: ours,
            purpose: "Mostrar u ocultar las pestañas de cada línea según los contratos.",
            expiry: "Al cerrar sesión",
          },
          {
            name: "hasUnicasInvoices",
            provider: ours,
            purpose: "Mostrar las facturas unificadas solo a quien las tiene.",
            expiry: "Al cerrar sesión",
          },
        ],
      },
    ],
  },
  {
    heading: "4. Cookies analíticas",
    blocks: [
      {
        kind: "p",
        text: "Solo se instalan si las aceptas. Nos permiten contar las visitas y saber qué pantallas se usan más para mejorar el servicio. Los datos se tratan de forma agregada en nuestros propios servidores, sin cederlos a terceros.",
      },
      {
        kind: "cookies",
        caption: "Cookies analíticas",
        rows: [
          {
            name: "_pk_id",
            provider: `${ours} (Matomo en servidores propios)`,
            purpose: "Distinguir visitantes de forma anónima.",
            expiry: "13 meses",
          },
          {
            name: "_pk_ses",
            provider: `${ours} (Matomo en servidores propios)`,
            purpose: "Agrupar las páginas vistas en una misma visita.",
            expiry: "30 minutos",
          },
        ],
      },
    ],
  },
  {
    heading: "5. Cómo aceptar, rechazar o borrar las cookies",
    blocks: [
      {
        kind: "p",
        text: "Puedes cambiar tu elección en cualquier momento desde el aviso de cookies que se muestra en tu primera visita. También puedes borrar o bloquear las cookies desde la configuración de tu navegador; si bloqueas las técnicas, no podrás iniciar sesión en la Oficina Virtual.",
      },
      { kind: "p", text: `Para cualquier duda sobre esta política puedes escribir a ${C.dpoEmail}.` },
    ],
  },
  {
    heading: "6. Más información",
    blocks: [{ kind: "links", intro: "Consulta también el", to: ["legalNotice", "privacyPolicy"] }],
  },
];
