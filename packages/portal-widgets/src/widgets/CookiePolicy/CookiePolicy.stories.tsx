import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CookiePolicy } from "./CookiePolicy";

const meta = {
  title: "Widgets/CookiePolicy",
  component: CookiePolicy,
} satisfies Meta<typeof CookiePolicy>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "Política de Cookies" })).toBeInTheDocument();
    await expect(within(canvasElement).getByRole("link", { name: "Volver" })).toBeInTheDocument();
  },
};

/** A host's own legal text. */
export const CustomText: Story = {
  args: { sections: [{ heading: "Texto propio", blocks: [{ kind: "p", text: "Texto legal facilitado por la comercializadora." }] }] },
};
