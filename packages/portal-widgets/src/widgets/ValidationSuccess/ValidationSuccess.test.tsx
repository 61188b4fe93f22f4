import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { decodeUser } from "./decodeUser";
import { ValidationSuccess } from "./ValidationSuccess";

describe("ValidationSuccess", () => {
  it("greets the user named in base64 and links to login", async () => {
    const { navigate } = renderWithPortal(<ValidationSuccess user={btoa("javier")} />, { session: null });
    expect(screen.getByText("¡Hola, javier!")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Tu registro se ha completado correctamente. Ya puedes acceder a la Oficina Virtual.",
    );
    await userEvent.click(screen.getByRole("link", { name: "Ingresar" }));
    expect(navigate).toHaveBeenCalledWith("/login");
  });

  it("greets without a name when the parameter cannot be read", () => {
    renderWithPortal(<ValidationSuccess user="%%%" />, { session: null });
    expect(screen.getByText("¡Hola!")).toBeInTheDocument();
  });
});

describe("decodeUser", () => {
  it("reads UTF-8 names, URL-safe base64 and missing padding", () => {
    const utf8 = btoa(String.fromCharCode(...new TextEncoder().encode("Begoña")));
    expect(decodeUser(utf8)).toBe("Begoña");
    expect(decodeUser(btoa("fincas@example.com").replace(/=+$/, ""))).toBe("fincas@example.com");
    expect(decodeUser("Pz8_")).toBe("???");
  });

  it("gives null for nothing or garbage", () => {
    expect(decodeUser(undefined)).toBeNull();
    expect(decodeUser("")).toBeNull();
    expect(decodeUser("no base64!")).toBeNull();
    expect(decodeUser(btoa("\xff\xfe"))).toBeNull();
  });
});
