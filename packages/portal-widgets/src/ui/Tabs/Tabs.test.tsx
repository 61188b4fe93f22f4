import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./Tabs";

describe("Tabs", () => {
  it("switches panels by click and by arrow keys", async () => {
    render(
      <Tabs defaultValue="electricidad">
        <TabsList aria-label="Línea">
          <TabsTrigger value="electricidad">Electricidad</TabsTrigger>
          <TabsTrigger value="gas">Gas</TabsTrigger>
        </TabsList>
        <TabsContent value="electricidad">Facturas de luz</TabsContent>
        <TabsContent value="gas">Facturas de gas</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole("tab", { name: "Electricidad" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Facturas de luz");
    await userEvent.click(screen.getByRole("tab", { name: "Gas" }));
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Facturas de gas");
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Electricidad" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Facturas de luz");
  });
});
