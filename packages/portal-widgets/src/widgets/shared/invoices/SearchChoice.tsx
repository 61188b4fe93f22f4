"use client";

import * as React from "react";
import { useTexts } from "../../../core/react/portalHooks";
import type { DateRangeVariant } from "../../../domain/dateRange";
import { invoiceListsArea } from "../../../locales/es-ES/labels/invoiceLists";
import { CheckboxField } from "../../../ui/Field";
import { OneInvoiceSearch } from "./OneInvoiceSearch";
import { SearchFilters } from "./SearchFilters";
import type { SearchRequest } from "./searchParams";
import type { DateRangeText } from "./useSearchState";

export interface SearchChoiceProps {
  idPrefix: string;
  variant: DateRangeVariant;
  defaultRange: DateRangeText | null;
  /** 'Encontrar factura''s search is on its way. */
  searchingOne: boolean;
  /** The filters' search is on its way. */
  searchingFilters: boolean;
  onSearch: (request: SearchRequest) => void;
}

/** 'Encontrar factura' or the filters: the box switches between the two forms, both kept
 * mounted so what was typed in each stays. */
export function SearchChoice({ idPrefix, variant, defaultRange, searchingOne, searchingFilters, onSearch }: SearchChoiceProps) {
  const labels = useTexts(invoiceListsArea);
  const [findOne, setFindOne] = React.useState(false);
  return (
    <div className="ov:flex ov:flex-col ov:gap-4">
      <CheckboxField
        id={`${idPrefix}-encontrar`}
        label={labels.filters.findInvoice}
        checked={findOne}
        onChange={(event) => setFindOne(event.target.checked)}
      />
      <OneInvoiceSearch
        hidden={!findOne}
        idPrefix={idPrefix}
        searching={searchingOne}
        onSearch={(invoice) => onSearch({ kind: "one", invoice })}
      />
      <SearchFilters
        hidden={findOne}
        variant={variant}
        idPrefix={idPrefix}
        defaultRange={defaultRange}
        searching={searchingFilters}
        onSearch={(filters) => onSearch({ kind: "filters", filters })}
      />
    </div>
  );
}
