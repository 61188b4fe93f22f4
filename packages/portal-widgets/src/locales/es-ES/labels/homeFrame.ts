import { COMPANY } from "@oficina-virtual/api-contract";
/**
 * The home area's texts of the frame around every page: the company's contact details, the
 * header and the footer. They are the `home` area of the catalogue like the home widgets'
 * (home.ts), but a handle of their own, because the frame is on every page and the home
 * widgets are not: each brings only its part of the Spanish texts. A host overrides them
 * through `<PortalProvider messages={{ labels: { home: { company: … } } }}>`.
 */
export const homeFrameLabels = {
  company: {
    name: "Oficina Virtual",
    /** Part 1 §9. */
    phone: COMPANY.phone,
    /** The spec writes the contact e-mail as a placeholder; hosts set the real one here. By
     * default the legal pages' (widgets/shared/legal/company.ts), as address and phone. */
    email: COMPANY.email,
    /** Madrid, postal code 28020 (part 1 §9). */
    address: COMPANY.address,
    /** Part 1 §9. */
    version: "2.0.7",
  },
  header: {
    helpPhone: "Teléfono de ayuda",
    contactEmail: "Correo electrónico de contacto",
    socialLabel: "Redes sociales",
    /** {{network}} */
    socialLink: "{{network}} (se abre en una ventana nueva)",
    /** {{version}} */
    version: "Versión {{version}}",
    homeLink: "Ir al inicio",
    /** The header's toggle (aria-pressed): dark colours on, or off (light). */
    darkMode: "Modo oscuro",
    welcome: "Bienvenido",
    administrator: "Administrador de finca",
    totalsLabel: "Contratos",
    totalElectricidad: "Electricidad",
    totalGas: "Gas",
    profile: "Mi cuenta",
    logout: "Cerrar sesión",
    /** The language selector's label (its options are each language's own name). */
    language: "Idioma",
    /** The phone's header button, and the dialog's title. */
    menu: "Menú",
    closeMenu: "Cerrar menú",
    navLabel: "Navegación principal",
    navHome: "Inicio",
    navIssues: "Solicitudes",
  },
  footer: {
    addressLabel: "Dirección",
    phoneLabel: "Teléfono",
    emailLabel: "Email",
    legalLabel: "Información legal",
    legalNotice: "Aviso legal",
    cookiePolicy: "Política de cookies",
    privacyPolicy: "Política de privacidad",
    accessibility: "Declaración de accesibilidad",
  },
} satisfies LabelTree;

export const homeFrameArea = textArea("labels.home", homeFrameLabels);

import { textArea } from "../../textArea";
import type { LabelTree } from "../../tree";
