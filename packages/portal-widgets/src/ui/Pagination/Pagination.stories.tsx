import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { Pagination } from "./Pagination";

function StatefulPagination({ initialPage, totalPages }: { initialPage: number; totalPages: number }) {
  const [page, setPage] = useState(initialPage);
  return <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="Paginación de contratos" />;
}

const meta = {
  title: "Primitives/Pagination",
  component: StatefulPagination,
  args: { initialPage: 1, totalPages: 12 },
} satisfies Meta<typeof StatefulPagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};

export const MiddlePage: Story = { args: { initialPage: 6 } };

export const LastPage: Story = { args: { initialPage: 12 } };

export const SinglePage: Story = { args: { totalPages: 1 } };

export const GoesToNextPage: Story = {
  args: { initialPage: 1, totalPages: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Siguiente" }));
    await expect(canvas.getByText("Página 2/3")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Página 2" })).toHaveAttribute("aria-current", "page");
  },
};
