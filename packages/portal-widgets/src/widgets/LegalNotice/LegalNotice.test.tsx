import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithPortal } from "../../testing/renderWithPortal";
import { LegalNotice } from "./LegalNotice";

describe("LegalNotice", () => {
  it("Aviso Legal names the company and links back home through the provider", async () => {
    const { navigate } = renderWithPortal(<LegalNotice />);
    expect(screen.getByRole("heading", { level: 1, name: "Aviso Legal" })).toBeInTheDocument();
    expect(screen.getByText(/titularidad de Luz y Gas Ibérica Comercializadora, S\.L\. .*con CIF B-87654321/)).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).length).toBeGreaterThanOrEqual(5);
    await userEvent.click(screen.getByRole("link", { name: "Volver" }));
    expect(navigate).toHaveBeenCalledWith("/");
  });
});
