import type { SessionDevice } from "@oficina-virtual/api-contract";
import { formatMessage } from "../../../locales/format";

interface DeviceTexts {
  device: string;
  unknownBrowser: string;
  unknownSystem: string;
  mobile: string;
}

/** 'Firefox en Windows', 'Safari en iOS (móvil)': the browser and system are names, never translated. */
export function deviceName(device: SessionDevice | null, t: DeviceTexts): string {
  const name = formatMessage(t.device, {
    browser: device?.navegador ?? t.unknownBrowser,
    system: device?.sistema ?? t.unknownSystem,
  });
  return device?.movil ? `${name} (${t.mobile})` : name;
}
