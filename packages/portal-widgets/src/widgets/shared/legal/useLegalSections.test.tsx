import { act, screen } from "@testing-library/react";
import { loadMessages } from "../../../locales/load";
import { renderWithPortal } from "../../../testing/renderWithPortal.testing";
import { LegalPage, type LegalSection } from "./LegalPage";
import { useLegalSections } from "./useLegalSections";

// The Catalan chunk arrives when the test opens the gate; the Galician one never loads.
let openGate: () => void = () => undefined;
const gate = new Promise<void>((resolve) => {
  openGate = resolve;
});
vi.mock("./ca-ES", async (importOriginal) => {
  await gate;
  return importOriginal();
});
vi.mock("./gl-ES", () => {
  throw new Error("chunk failed to load");
});

const SPANISH: readonly LegalSection[] = [{ heading: "1. Titular del sitio web", blocks: [{ kind: "p", text: "Texto en español." }] }];

function Notice({ custom }: { custom?: readonly LegalSection[] }) {
  const body = useLegalSections("legalNotice", SPANISH, custom);
  return <LegalPage widget="LegalNotice" title="Aviso" {...body} />;
}

describe("useLegalSections", () => {
  beforeAll(async () => {
    // The catalogues themselves are loaded, so only the legal chunks are awaited.
    await Promise.all([loadMessages("ca-ES"), loadMessages("gl-ES")]);
  });

  it("shows Spanish as is for es-ES, without a lang of its own", () => {
    renderWithPortal(<Notice />);
    expect(screen.getByRole("heading", { level: 2, name: "1. Titular del sitio web" }).closest("section")).not.toHaveAttribute("lang");
  });

  it("shows a loading status, not the Spanish text, until the translation arrives, then the translation", async () => {
    renderWithPortal(<Notice />, { locale: "ca-ES" });
    expect(screen.getByRole("status")).toHaveTextContent("S'està carregant el text legal…");
    expect(screen.queryByText("Texto en español.")).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 2 })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Torna" })).toBeInTheDocument();
    await act(async () => openGate());
    expect(await screen.findByRole("heading", { level: 2, name: "1. Titular del lloc web" })).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("falls back to the Spanish text, marked lang='es', when the translation cannot be fetched", async () => {
    renderWithPortal(<Notice />, { locale: "gl-ES" });
    const heading = await screen.findByRole("heading", { level: 2, name: "1. Titular del sitio web" });
    expect(heading.closest("section")).toHaveAttribute("lang", "es");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("shows a host's own sections as given, in every language", () => {
    renderWithPortal(<Notice custom={[{ heading: "Texto propio", blocks: [{ kind: "p", text: "Del cliente." }] }]} />, {
      locale: "ca-ES",
    });
    expect(screen.getByRole("heading", { level: 2, name: "Texto propio" }).closest("section")).not.toHaveAttribute("lang");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
