import { screen, within } from "@testing-library/react";
import { STORED_KEYS } from "../../core/session/storedKeys";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { CookiePolicy } from "./CookiePolicy";

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole("rowheader")
    .map((th) => th.textContent);

describe("CookiePolicy", () => {
  it("Política de Cookies lists the browser storage by area with lifetimes and links the other two pages", () => {
    renderWithPortal(<CookiePolicy />);
    expect(screen.getByRole("heading", { level: 1, name: "Política de Cookies" })).toBeInTheDocument();
    const tables = screen.getAllByRole("table");
    expect(tables.map((table) => table.querySelector("caption")?.textContent)).toEqual([
      "Almacenamiento local (localStorage)",
      "Almacenamiento de sesión (sessionStorage)",
    ]);
    for (const table of tables) {
      expect(
        within(table)
          .getAllByRole("columnheader")
          .map((th) => th.textContent),
      ).toEqual(["Nombre", "Titular", "Finalidad", "Caducidad"]);
    }
    expect(screen.getByRole("link", { name: "Aviso Legal" })).toHaveAttribute("href", "/aviso-legal");
    expect(screen.getByRole("link", { name: "Política de Privacidad" })).toHaveAttribute("href", "/politica-de-privacidad");
    expect(screen.getByRole("link", { name: "Volver" })).toHaveAttribute("href", "/");
  });

  it("its tables name exactly the keys the library stores (core/session/storedKeys.ts), so they cannot drift", () => {
    renderWithPortal(<CookiePolicy />);
    const [local, session] = screen.getAllByRole("table");
    expect(rowNames(local!)).toEqual(STORED_KEYS.filter((e) => e.area === "localStorage").map((e) => e.name));
    expect(rowNames(session!)).toEqual(STORED_KEYS.filter((e) => e.area === "sessionStorage").map((e) => e.name));
    const named = [...rowNames(local!), ...rowNames(session!)].flatMap((name) => (name ?? "").split(" / "));
    expect(named.sort()).toEqual(STORED_KEYS.flatMap((e) => e.keys).sort());
    expect(named).toEqual(expect.arrayContaining(["accessToken", "refreshToken", "logoutReason", "isAdministradorFinca", "ov:drafts"]));
  });

  it("claims nothing that does not exist: no cookies, no consent banner, no analytics, no fixed token or idle time (the server sets them)", () => {
    renderWithPortal(<CookiePolicy />);
    const text = document.body.textContent ?? "";
    for (const absent of [
      "ov_cookie_consent",
      "_pk_id",
      "_pk_ses",
      "Matomo",
      "60 minutos",
      "15 minutos",
      "aviso de cookies que se muestra",
    ]) {
      expect(text).not.toContain(absent);
    }
    expect(text).toContain("no instala cookies");
    expect(
      within(screen.getByRole("row", { name: /accessToken/ })).getByRole("cell", { name: /caduca por inactividad/ }),
    ).toBeInTheDocument();
  });

  it("in Catalan, translates the tables' captions, columns and every purpose and lifetime, row for row", async () => {
    renderWithPortal(<CookiePolicy />, { locale: "ca-ES" });
    expect(await screen.findByRole("heading", { level: 2, name: "2. Emmagatzematge local (localStorage)" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Política de galetes" })).toBeInTheDocument();
    const tables = screen.getAllByRole("table");
    expect(tables.map((table) => table.querySelector("caption")?.textContent)).toEqual([
      "Emmagatzematge local (localStorage)",
      "Emmagatzematge de sessió (sessionStorage)",
    ]);
    const [local, session] = tables;
    expect(
      within(local!)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Nom", "Titular", "Finalitat", "Caducitat"]);
    expect(rowNames(local!)).toEqual(STORED_KEYS.filter((e) => e.area === "localStorage").map((e) => e.name));
    expect(rowNames(session!)).toEqual(STORED_KEYS.filter((e) => e.area === "sessionStorage").map((e) => e.name));
    expect(
      within(screen.getByRole("row", { name: /accessToken/ })).getByRole("cell", { name: /caduca per inactivitat/ }),
    ).toBeInTheDocument();
    const cells = screen.getAllByRole("cell").map((td) => td.textContent ?? "");
    for (const entry of STORED_KEYS) {
      expect(cells).not.toContain(entry.purpose);
      expect(cells).not.toContain(entry.lifetime);
    }
    expect(document.body.textContent).toContain("no instal·la galetes");
  });
});
