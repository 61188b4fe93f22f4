import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import * as caES from "../../locales/ca-ES";
import { signupMessages } from "../../locales/es-ES/signup";
import { loadMessages } from "../../locales/load";
import { createPortalQueryClient } from "../queries/queryClient";
import { memoryStorage } from "../session/storage";
import { PortalProvider, type PortalProviderProps } from "./PortalProvider";
import { useTexts } from "./portalHooks";

function wrapper(props: Partial<PortalProviderProps> = {}) {
  return ({ children }: { children?: ReactNode }) => (
    <PortalProvider
      queryClient={createPortalQueryClient()}
      apiBaseUrl="https://api.test"
      navigate={() => undefined}
      storage={memoryStorage()}
      {...props}
    >
      {children}
    </PortalProvider>
  );
}

describe("useTexts", () => {
  it("gives an area's Spanish texts by default", () => {
    const { result } = renderHook(() => useTexts(signupMessages), { wrapper: wrapper() });
    expect(result.current).toBe(signupMessages.spanish);
  });

  it("applies the host's override of one text, the same object on every render", () => {
    const messages = { signup: { statuses: { "200": "Ese usuario ya existe." } } };
    const { result, rerender } = renderHook(() => useTexts(signupMessages), { wrapper: wrapper({ messages }) });
    const first = result.current;
    expect(first.statuses["200"]).toBe("Ese usuario ya existe.");
    expect(first.statuses.default).toBe(signupMessages.spanish.statuses.default);
    rerender();
    expect(result.current).toBe(first);
  });

  it("follows the provider's language", async () => {
    await loadMessages("ca-ES");
    const { result } = renderHook(() => useTexts(signupMessages), { wrapper: wrapper({ locale: "ca-ES" }) });
    await waitFor(() => expect(result.current).toEqual(caES.signup));
  });
});
