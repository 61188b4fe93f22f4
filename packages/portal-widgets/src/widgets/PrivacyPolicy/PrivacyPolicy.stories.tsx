import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PrivacyPolicy } from "./PrivacyPolicy";

const meta = {
  title: "Widgets/PrivacyPolicy",
  component: PrivacyPolicy,
} satisfies Meta<typeof PrivacyPolicy>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "Política de Privacidad" })).toBeInTheDocument();
    await expect(within(canvasElement).getByRole("link", { name: "Volver" })).toBeInTheDocument();
  },
};

/** A host's own legal text. */
export const CustomText: Story = {
  args: { sections: [{ heading: "Texto propio", blocks: [{ kind: "p", text: "Texto legal facilitado por la comercializadora." }] }] },
};
