import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { ValidationError } from "./ValidationError";

describe("ValidationError", () => {
  it("says a problem occurred, links to the resend screen and gives support's phone", async () => {
    const { navigate } = renderWithPortal(<ValidationError />, { session: null });
    expect(screen.getByRole("heading", { name: "Error de validación" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Se ha producido un problema al validar tu cuenta.");
    expect(screen.getByText("Si el problema persiste, contacta con Atención al Cliente en el teléfono 900 908 178.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Solicitar un nuevo enlace de validación" }));
    expect(navigate).toHaveBeenCalledWith("/user-validation-resend");
  });
});
