import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { createPortalQueryClient } from "../../core/queries/queryClient";
import { PortalProvider } from "../../core/react/PortalProvider";
import { memoryStorage } from "../../core/session/storage";
import type { DateRangeVariant } from "../../domain/dateRange";
import type { LocaleId } from "../../locales/available";
import { normaliseTypedDate, shownDate } from "./DateField";
import { DateRangePicker } from "./DateRangePicker";
import { useDateRange, type ValidDateRange } from "./useDateRange";

const TODAY = "2024-06-15";

// The calendar is a lazy chunk: transformed once here rather than inside the first test's
// time limit (a browser has it from the button's hover or focus).
beforeAll(async () => {
  await import("./CalendarPopover");
});

function Harness({ variant = "invoices12Months", onSearch }: { variant?: DateRangeVariant; onSearch?: (r: ValidDateRange) => void }) {
  const range = useDateRange({ variant, today: TODAY });
  return (
    <>
      <DateRangePicker {...range.pickerProps} />
      <button
        type="button"
        onClick={() => {
          const valid = range.validate();
          if (valid) onSearch?.(valid);
        }}
      >
        Buscar
      </button>
    </>
  );
}

function renderPicker(props: React.ComponentProps<typeof Harness> = {}, locale?: LocaleId) {
  return render(
    <PortalProvider
      queryClient={createPortalQueryClient()}
      apiBaseUrl="https://api.test"
      navigate={() => {}}
      storage={memoryStorage()}
      {...(locale ? { locale } : {})}
    >
      <div className="ov-root">
        <Harness {...props} />
      </div>
    </PortalProvider>,
  );
}

const desde = () => screen.getByRole("textbox", { name: "Desde" });
const hasta = () => screen.getByRole("textbox", { name: "Hasta" });

describe("DateRangePicker", () => {
  it("checks before searching: both required messages, focus on Desde, nothing searched", async () => {
    const onSearch = vi.fn();
    renderPicker({ onSearch });
    await userEvent.click(screen.getByRole("button", { name: "Buscar" }));
    expect(screen.getByText("El campo Desde es obligatorio.")).toBeInTheDocument();
    expect(screen.getByText("El campo Hasta es obligatorio.")).toBeInTheDocument();
    expect(desde()).toHaveFocus();
    expect(desde()).toHaveAccessibleDescription("El campo Desde es obligatorio. Formato DD-MM-YYYY, por ejemplo 05-03-2024.");
    expect(onSearch).not.toHaveBeenCalled();
  });

  it("says the expected format beside a malformed date, and keeps focus in the field when it is cleared", async () => {
    renderPicker();
    expect(screen.getAllByText("Formato DD-MM-YYYY, por ejemplo 05-03-2024.")).toHaveLength(2);
    await userEvent.type(hasta(), "45-13-2026");
    await userEvent.tab();
    expect(hasta()).toHaveAccessibleDescription("El campo Hasta es obligatorio. Formato DD-MM-YYYY, por ejemplo 05-03-2024.");
    await userEvent.click(screen.getByRole("button", { name: "Borrar fecha: Hasta" }));
    expect(hasta()).toHaveValue("");
    expect(hasta()).toHaveFocus();
  });

  it("checks typed dates on blur and hands back API dates when valid", async () => {
    const onSearch = vi.fn();
    renderPicker({ onSearch });
    await userEvent.type(desde(), "01-02-2024");
    await userEvent.type(hasta(), "15-01-2024");
    await userEvent.tab();
    expect(hasta()).toHaveAccessibleDescription(
      "La fecha de inicio debe de ser anterior a la fecha de fin de la consulta. Formato DD-MM-YYYY, por ejemplo 05-03-2024.",
    );
    await userEvent.clear(hasta());
    await userEvent.type(hasta(), "5/3/2024");
    await userEvent.tab();
    expect(hasta()).toHaveValue("05-03-2024");
    expect(hasta()).not.toHaveAttribute("aria-invalid");
    await userEvent.click(screen.getByRole("button", { name: "Buscar" }));
    expect(onSearch).toHaveBeenCalledWith({ desde: "01-02-2024", hasta: "05-03-2024", startDate: "2024-02-01", endDate: "2024-03-05" });
  });

  it.each([
    ["invoices12Months", "Sólo es posible realizar una consulta en un rango de 12 meses."],
    ["electricityAllInvoices1Month", "Sólo es posible realizar una consulta en el rango de 1 mes."],
    ["admin1Year", "Sólo es posible realizar una consulta en el rango de 1 año."],
  ] as const)("shows the %s range message on Desde", async (variant, message) => {
    renderPicker({ variant });
    await userEvent.type(desde(), variant === "electricityAllInvoices1Month" ? "01-04-2024" : "01-01-2023");
    await userEvent.type(hasta(), "10-06-2024");
    await userEvent.click(screen.getByRole("button", { name: "Buscar" }));
    expect(desde()).toHaveAccessibleDescription(`${message} Formato DD-MM-YYYY, por ejemplo 05-03-2024.`);
    expect(desde()).toHaveFocus();
  });

  it("shows a Spanish, Monday-first calendar with future days disabled, and checks the picked day", async () => {
    renderPicker();
    await userEvent.click(screen.getByRole("button", { name: "Abrir calendario: Hasta" }));
    const dialog = await screen.findByRole("dialog", { name: "Calendario: Hasta" });
    // Each week row starts on a Monday.
    const firstDay = within(within(dialog).getAllByRole("gridcell")[0]!).getByRole("button");
    expect(firstDay).toHaveAccessibleName("lunes, 27 de mayo de 2024");
    expect(dialog.querySelector("th")).toHaveTextContent("lu");
    expect(within(dialog).getByRole("button", { name: /16 de junio de 2024/ })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("button", { name: /10 de junio de 2024/ }));
    expect(hasta()).toHaveValue("10-06-2024");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // Picking is a finished choice: Hasta is checked at once (Desde is still untouched).
    expect(screen.queryByText("El campo Desde es obligatorio.")).not.toBeInTheDocument();
    await userEvent.type(desde(), "01-06-2023");
    await userEvent.tab();
    expect(desde()).toHaveAccessibleDescription(
      "Sólo es posible realizar una consulta en un rango de 12 meses. Formato DD-MM-YYYY, por ejemplo 05-03-2024.",
    );
  });

  it("moves real focus through the calendar by keyboard: arrows, PageUp to another month, Enter picks", async () => {
    renderPicker();
    await userEvent.type(hasta(), "10-06-2024");
    screen.getByRole("button", { name: "Abrir calendario: Hasta" }).focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Calendario: Hasta" });
    expect(within(dialog).getByRole("button", { name: /10 de junio de 2024/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(within(dialog).getByRole("button", { name: /, 9 de junio de 2024/ })).toHaveFocus();
    await userEvent.keyboard("{PageUp}");
    expect(within(dialog).getByRole("button", { name: /, 9 de mayo de 2024/ })).toHaveFocus();
    await userEvent.keyboard("{PageDown}{ArrowUp}");
    expect(within(dialog).getByRole("button", { name: /, 2 de junio de 2024/ })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(hasta()).toHaveValue("02-06-2024");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Abrir calendario: Hasta" })).toHaveFocus();
  });

  it("clears a date with its button, keeping the other", async () => {
    renderPicker();
    await userEvent.type(desde(), "01-02-2024");
    await userEvent.type(hasta(), "01-03-2024");
    await userEvent.click(screen.getByRole("button", { name: "Borrar fecha: Desde" }));
    expect(desde()).toHaveValue("");
    expect(hasta()).toHaveValue("01-03-2024");
    expect(desde()).toHaveAccessibleDescription("El campo Desde es obligatorio. Formato DD-MM-YYYY, por ejemplo 05-03-2024.");
  });

  // Basque shows dates year first ('2024/03/05'): the hint and the field follow that order,
  // the value stays the spec's DD-MM-YYYY.
  it("in Basque takes and shows the dates year first, as the hint says", async () => {
    const onSearch = vi.fn();
    renderPicker({ onSearch }, "eu-ES");
    const from = await screen.findByRole("textbox", { name: "Noiztik" });
    const until = screen.getByRole("textbox", { name: "Noiz arte" });
    expect(screen.getAllByText("UUUU/HH/EE formatua; adibidez, 2024/03/05.")).toHaveLength(2);
    await userEvent.type(from, "2024/2/1");
    await userEvent.tab();
    expect(from).toHaveValue("2024/02/01");
    await userEvent.type(until, "2024-03-05");
    expect(until).toHaveValue("2024/03/05");
    await userEvent.click(screen.getByRole("button", { name: "Buscar" }));
    expect(onSearch).toHaveBeenCalledWith({ desde: "01-02-2024", hasta: "05-03-2024", startDate: "2024-02-01", endDate: "2024-03-05" });
  });

  it("reads a year-first date only in a language that writes dates so", () => {
    expect(normaliseTypedDate("2024/3/5", true)).toBe("05-03-2024");
    expect(normaliseTypedDate("5/3/2024", true)).toBe("05-03-2024");
    expect(normaliseTypedDate("2024/3/5")).toBe("2024/3/5");
    expect(shownDate("05-03-2024", true)).toBe("2024/03/05");
    expect(shownDate("05-03-2024", false)).toBe("05-03-2024");
    expect(shownDate("2024/03/0", true)).toBe("2024/03/0");
  });
});
