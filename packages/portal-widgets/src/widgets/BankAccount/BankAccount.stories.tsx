import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { loggedInStorage } from "../../testing/session.testing";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { type BankChangeAnswer, bankAccountHandlers } from "../shared/bankAccount/bankAccount.testing";
import { cupsMeHandler, demoContracts } from "../shared/contracts/contracts.testing";
import { BankAccount } from "./BankAccount";

const meta = {
  title: "Widgets/Account/BankAccount",
  component: BankAccount,
  args: { contractCode: "100001" },
  parameters: {
    portal: { storage: loggedInStorage() },
    msw: { handlers: bankAccountHandlers(STORY_API) },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof BankAccount>;
export default meta;
type Story = StoryObj<typeof meta>;

const answering = (change: BankChangeAnswer) => ({ parameters: { msw: { handlers: bankAccountHandlers(STORY_API, { change }) } } });

async function fill(canvasElement: HTMLElement, iban = "ES9121000418450200051332", password = "Demo2026!") {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole("button", { name: "Cambiar la cuenta bancaria" }));
  await userEvent.type(canvas.getByRole("textbox", { name: /^IBAN/ }), iban);
  if (password) await userEvent.type(canvas.getByLabelText(/^Contraseña/, { selector: "input" }), password);
  await userEvent.click(canvas.getByRole("button", { name: "Confirmar el cambio" }));
  return canvas;
}

export const Loading: Story = {
  parameters: { msw: { handlers: bankAccountHandlers(STORY_API, { account: "loading" }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Cargando la cuenta bancaria…")).toBeInTheDocument();
  },
};

/** The current account, masked, and the one it replaced. */
export const CurrentAccount: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("ES** **** **** **** **** 4321")).toBeInTheDocument();
  },
};

/** Without a contract: the customer's contracts, electricity and gas. */
export const ChooseContract: Story = {
  args: { contractCode: undefined },
  parameters: { msw: { handlers: [cupsMeHandler(STORY_API, demoContracts), ...bankAccountHandlers(STORY_API)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("combobox", { name: "Contrato" })).toBeInTheDocument();
  },
};

/** A mistyped IBAN (the check digits) is named on leaving the field; empty fields on sending. */
export const FormWithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, "ES9121000418450200051333", "");
    await expect(await canvas.findByText("Los dígitos de control del IBAN no son correctos")).toBeInTheDocument();
    await expect(canvas.getByText("Introduce tu contraseña para confirmar el cambio.")).toBeInTheDocument();
  },
};

export const WrongPassword: Story = {
  ...answering("wrongPassword"),
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(await canvas.findByText("La contraseña no es correcta.")).toBeInTheDocument();
  },
};

/** Changed: from which invoice it applies, and the mandate to download. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Descargar la orden de domiciliación (PDF)" })).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  ...answering("serverError"),
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(await canvas.findByText("No hemos podido cambiar la cuenta bancaria. Inténtalo de nuevo.")).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: bankAccountHandlers(STORY_API, { account: "error" }) } },
  play: async ({ canvasElement }) => {
    await expect(
      // A 500 is retried twice (1 s, then 2 s) before the error shows.
      await within(canvasElement).findByText("No hemos podido cargar la cuenta bancaria. Inténtalo más tarde.", {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
  },
};
