import { renderToString } from "react-dom/server";
import { createPortalQueryClient } from "../core/queries/queryClient";
import { PortalProvider } from "../core/react/PortalProvider";
import { memoryStorage } from "../core/session/storage";
import { AccessibilityStatement } from "./AccessibilityStatement";
import { ConsumptionCertificate } from "./ConsumptionCertificate";
import { CookiePolicy } from "./CookiePolicy";
import { LegalNotice } from "./LegalNotice";
import { LoadCurveChart } from "./LoadCurveChart";
import { MeterReadingForm } from "./MeterReadingForm";
import { PrivacyPolicy } from "./PrivacyPolicy";
import { TelemetryChart } from "./TelemetryChart/TelemetryChart";

// Server rendering must not touch window, ResizeObserver or the network.
const html = (ui: React.ReactNode) =>
  renderToString(
    <PortalProvider
      queryClient={createPortalQueryClient()}
      apiBaseUrl="https://api.test"
      storage={memoryStorage()}
      navigate={() => undefined}
    >
      {ui}
    </PortalProvider>,
  );

describe("measure and legal widgets on the server", () => {
  it.each([
    ["TelemetryChart", <TelemetryChart key="t" codAbonado="100234" />, "Buscar telemedida"],
    ["LoadCurveChart", <LoadCurveChart key="l" codAbonado="100234" />, "Buscar curva de carga"],
    ["ConsumptionCertificate", <ConsumptionCertificate key="c" codAbonado="100234" />, "Buscar Certificado de Consumos"],
    ["MeterReadingForm", <MeterReadingForm key="m" codAbonado="100234" />, "Aporte de lecturas"],
    ["LegalNotice", <LegalNotice key="a" />, "Aviso Legal"],
    ["AccessibilityStatement", <AccessibilityStatement key="s" />, "Declaración de accesibilidad"],
    ["CookiePolicy", <CookiePolicy key="k" />, "Política de Cookies"],
    ["PrivacyPolicy", <PrivacyPolicy key="p" />, "Política de Privacidad"],
  ])("%s renders its heading", (name, ui, heading) => {
    const out = html(ui);
    expect(out).toContain(`data-ov-widget="${name}"`);
    expect(out).toContain(heading);
  });
});
