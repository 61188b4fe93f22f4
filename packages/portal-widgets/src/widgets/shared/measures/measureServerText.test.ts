import { ApiMessage } from "@oficina-virtual/api-contract";
import * as caES from "../../../locales/ca-ES";
import { esES } from "../../../locales/es-ES";
import { dateRangeMessages } from "../../../locales/es-ES/dateRange";
import { telemetryLabels } from "../../../locales/es-ES/labels/telemetry";
import { loadMessages } from "../../../locales/load";
import { measureServerText } from "./measureServerText";

describe("a telemetry or load-curve answer's error text", () => {
  it("shows the server's Spanish exactly in es-ES", () => {
    expect(measureServerText(ApiMessage.measureElectricityOnly, "es-ES", esES)).toBe(ApiMessage.measureElectricityOnly);
    expect(measureServerText("Otro texto.", "es-ES", esES)).toBe("Otro texto.");
  });

  it("translates the texts the API is known to send", async () => {
    const ca = await loadMessages("ca-ES");
    expect(measureServerText(ApiMessage.measureElectricityOnly, "ca-ES", ca)).toBe(
      "La telemesura i la corba de càrrega només estan disponibles per a subministraments d'electricitat.",
    );
    expect(measureServerText(ApiMessage.measureRange12Months, "ca-ES", ca)).toBe(caES.dateRange.range12Months);
    expect(measureServerText(ApiMessage.supplyNotFound, "en", await loadMessages("en"))).toBe("The supply was not found.");
    expect(measureServerText(ApiMessage.unknownError, "gl-ES", await loadMessages("gl-ES"))).not.toBe(ApiMessage.unknownError);
  });

  it("shows an unknown text as it came", async () => {
    expect(measureServerText("Servicio en mantenimiento.", "eu-ES", await loadMessages("eu-ES"))).toBe("Servicio en mantenimiento.");
  });

  it("es-ES's own keys say what the server says, for hosts that read them", () => {
    expect(telemetryLabels.serverErrors.electricityOnly).toBe(ApiMessage.measureElectricityOnly);
    expect(telemetryLabels.serverErrors.supplyNotFound).toBe(ApiMessage.supplyNotFound);
    expect(dateRangeMessages.spanish.range12Months).toBe(ApiMessage.measureRange12Months);
  });
});
