import type * as React from "react";

/** What both page layouts of `Pagination` receive: `go` already ignores a blocked or
 * pointless change. */
export interface PagesProps extends Omit<React.ComponentProps<"nav">, "onChange"> {
  page: number;
  totalPages: number;
  go: (page: number) => void;
  label?: string | undefined;
  maxButtons: number;
  disabled: boolean;
}
