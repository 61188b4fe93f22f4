import { PortalLink } from "@oficina-virtual/portal-widgets";

export default function NotFoundPage() {
  return (
    <section className="ov:mx-auto ov:max-w-xl ov:py-12 ov:text-center">
      <h1 className="ov:text-2xl ov:font-semibold ov:text-primary">Página no encontrada</h1>
      <p className="ov:mt-4 ov:text-text-muted">La dirección que has abierto no existe o ha cambiado.</p>
      <PortalLink to="/" variant="primary" className="ov:mt-6">
        Volver al inicio
      </PortalLink>
    </section>
  );
}
