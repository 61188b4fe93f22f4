import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import * as caES from "../../locales/ca-ES";
import { homeArea, homeLabels } from "../../locales/es-ES/labels/home";
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
  it("gives an area's Spanish labels by default", () => {
    const { result } = renderHook(() => useTexts(homeArea), { wrapper: wrapper() });
    expect(result.current).toBe(homeLabels);
  });

  it("applies the host's override of one label, the same object on every render", () => {
    const messages = { labels: { home: { summary: { label: "Tu resumen" } } } };
    const { result, rerender } = renderHook(() => useTexts(homeArea), { wrapper: wrapper({ messages }) });
    const first = result.current;
    expect(first.summary.label).toBe("Tu resumen");
    expect(first.summary.invoicesHeading).toBe(homeLabels.summary.invoicesHeading);
    rerender();
    expect(result.current).toBe(first);
  });

  it("follows the provider's language", async () => {
    await loadMessages("ca-ES");
    const { result } = renderHook(() => useTexts(homeArea), { wrapper: wrapper({ locale: "ca-ES" }) });
    await waitFor(() => expect(result.current.summary).toEqual(caES.labels.home.summary));
  });
});
