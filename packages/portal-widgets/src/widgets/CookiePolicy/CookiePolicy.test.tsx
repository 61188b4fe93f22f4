import { screen, within } from "@testing-library/react";
import { renderWithPortal } from "../../testing/renderWithPortal";
import { CookiePolicy } from "./CookiePolicy";

describe("CookiePolicy", () => {
  it("Política de Cookies lists the cookies by type with their expiries and links the other two pages", () => {
    renderWithPortal(<CookiePolicy />);
    expect(screen.getByRole("heading", { level: 1, name: "Política de Cookies" })).toBeInTheDocument();
    const tables = screen.getAllByRole("table");
    expect(tables.map((table) => within(table).getByText(/^Cookies/).textContent)).toEqual([
      "Cookies técnicas",
      "Cookies de preferencias",
      "Cookies analíticas",
    ]);
    for (const table of tables) {
      expect(
        within(table)
          .getAllByRole("columnheader")
          .map((th) => th.textContent),
      ).toEqual(["Cookie", "Titular", "Finalidad", "Caducidad"]);
    }
    const analytics = within(tables[2]!).getByRole("row", { name: /_pk_ses/ });
    expect(analytics).toHaveTextContent("30 minutos");
    expect(screen.getByRole("link", { name: "Aviso Legal" })).toHaveAttribute("href", "/aviso-legal");
    expect(screen.getByRole("link", { name: "Política de Privacidad" })).toHaveAttribute("href", "/politica-de-privacidad");
    expect(screen.getByRole("link", { name: "Volver" })).toHaveAttribute("href", "/");
  });
});
