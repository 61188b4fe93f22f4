import { defaultLinks, resolveLinks } from "../react/links";
import { browserStorage, memoryStorage } from "./storage";

describe("storage adapters", () => {
  it("browserStorage reads and writes localStorage", () => {
    const storage = browserStorage();
    storage.setItem("isAdministrador", "true");
    expect(localStorage.getItem("isAdministrador")).toBe("true");
    expect(storage.getItem("isAdministrador")).toBe("true");
    storage.removeItem("isAdministrador");
    expect(storage.getItem("isAdministrador")).toBeNull();
  });

  it("browserStorage survives a storage that throws (blocked or full)", () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(() => browserStorage().setItem("a", "b")).not.toThrow();
    setItem.mockRestore();
  });

  it("memoryStorage keeps values apart per instance", () => {
    const a = memoryStorage({ email: "a@b.es" });
    const b = memoryStorage();
    a.setItem("cups", "[]");
    expect(a.snapshot()).toEqual({ email: "a@b.es", cups: "[]" });
    expect(b.getItem("cups")).toBeNull();
  });
});

describe("links", () => {
  it("default to the spec's routes", () => {
    expect([
      defaultLinks.home(),
      defaultLinks.invoices("12"),
      defaultLinks.readingInput("12"),
      defaultLinks.allInvoicesGas(),
      defaultLinks.adminHome(),
      defaultLinks.resendValidation(),
      defaultLinks.passwordReset({ username: "ana", email: "a@b.es" }),
      defaultLinks.cookiePolicy(),
    ]).toEqual([
      "/",
      "/invoices/12",
      "/readinginput/12",
      "/allinvoices-gas",
      "/administrador-fincas",
      "/user-validation-resend",
      "/password-reset?username=ana&email=a%40b.es",
      "/politica-de-cookies",
    ]);
  });

  it("take a host's overrides and ignore undefined entries", () => {
    const links = resolveLinks({ login: () => "/entrar", home: undefined });
    expect(links.login()).toBe("/entrar");
    expect(links.home()).toBe("/");
  });
});
