import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { Pagination, type PaginationLayout } from "./Pagination";

function StatefulPagination({ initialPage, totalPages, layout }: { initialPage: number; totalPages: number; layout: PaginationLayout }) {
  const [page, setPage] = useState(initialPage);
  return <Pagination page={page} totalPages={totalPages} layout={layout} onPageChange={setPage} label="Paginación de facturas" />;
}

const meta = {
  title: "Primitives/Pagination/Layouts",
  component: StatefulPagination,
  args: { initialPage: 1, totalPages: 12, layout: "arrows" },
} satisfies Meta<typeof StatefulPagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ArrowsFirstPage: Story = {};
export const ArrowsMiddlePage: Story = { args: { initialPage: 6 } };
export const ArrowsSinglePage: Story = { args: { totalPages: 1 } };
export const Numbered: Story = { args: { layout: "numbered", initialPage: 4 } };

export const GoesToNextPage: Story = {
  args: { totalPages: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Página siguiente" }));
    await expect(canvas.getByText("2/3")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Página 2" })).toHaveAttribute("aria-current", "page");
  },
};
