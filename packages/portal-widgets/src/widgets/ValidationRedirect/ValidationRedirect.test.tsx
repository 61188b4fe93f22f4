import { screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { API } from "../shared/account/account.testing";
import { ValidationRedirect } from "./ValidationRedirect";

describe("ValidationRedirect", () => {
  it("sends the browser to the backend validation endpoint with the token, once", async () => {
    const redirect = vi.fn();
    const { navigate } = renderWithPortal(
      <StrictMode>
        <ValidationRedirect token="a+b/c=" redirect={redirect} />
      </StrictMode>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Validando tu cuenta…");
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(redirect.mock.calls).toEqual([[`${API}/ov/users/validation?token=a%2Bb%2Fc%3D`]]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("without a token goes to the validation error page", () => {
    const redirect = vi.fn();
    const { navigate } = renderWithPortal(<ValidationRedirect token="" redirect={redirect} />, { session: null });
    expect(navigate).toHaveBeenCalledWith("/user-validation-error");
    expect(redirect).not.toHaveBeenCalled();
  });
});
