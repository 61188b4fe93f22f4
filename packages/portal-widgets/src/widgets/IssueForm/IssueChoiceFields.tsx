"use client";

import { usePortal, useTexts } from "../../core/react/portalHooks";
import { fieldsMessages } from "../../locales/es-ES/fields";
import { homeArea } from "../../locales/es-ES/labels/home";
import { textsOf } from "../../locales/texts";
import { SelectField, TextField } from "../../ui/Field";
import { issueValueText } from "../shared/issues/issueValues";
import type { useIssueForm } from "./useIssueForm";

/** Categoría, Subcategoría, Línea, CUPS and the contract code: the choices the form offers,
 * each busy while its options load. */
export function IssueChoiceFields({ issue }: { issue: ReturnType<typeof useIssueForm> }) {
  const { messages } = usePortal();
  const labels = textsOf(messages, homeArea).issueForm;
  const fields = useTexts(fieldsMessages);
  const { form } = issue;
  const bind = form.field;
  return (
    <div className="ov:grid ov:grid-cols-1 ov:gap-4 ov:sm:grid-cols-2">
      <SelectField
        label={fields.categoria}
        required
        placeholder={labels.selectCategory}
        options={issue.categories.options.map((c) => ({ value: c.id, label: issueValueText(messages, "categories", c.displayName) }))}
        aria-busy={issue.categories.loading || undefined}
        {...bind("category")}
        onChange={(event) => issue.changeCategory(event.target.value)}
      />
      <SelectField
        label={fields.subcategoria}
        required
        placeholder={labels.selectSubcategory}
        hint={form.values.category === "" ? labels.subcategoryHint : undefined}
        options={issue.subcategories.options.map((name) => ({ value: name, label: issueValueText(messages, "subcategories", name) }))}
        aria-busy={issue.subcategories.loading || undefined}
        {...bind("subcategory")}
      />
      <SelectField
        label={fields.linea}
        required
        placeholder={labels.selectLine}
        options={issue.lines.map((line) => ({ value: line, label: line === "Gas" ? labels.lineGas : labels.lineElectricidad }))}
        {...bind("line")}
        onChange={(event) => issue.changeLine(event.target.value)}
      />
      <SelectField
        label={fields.cups}
        required
        placeholder={labels.selectCups}
        options={issue.cupsOptions.map((cups) => ({ value: cups, label: cups }))}
        aria-busy={issue.contracts.loading || undefined}
        {...bind("cups")}
        onChange={(event) => issue.changeCups(event.target.value)}
      />
      <TextField label={fields.codigoContrato} required readOnly hint={labels.contractCodeHint} {...bind("contractCode")} />
    </div>
  );
}
