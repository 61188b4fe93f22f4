"use client";

import type { SupplyPoint } from "@oficina-virtual/api-contract";
import dayjs from "dayjs";
import * as React from "react";
import { usePortal, useTexts } from "../../core/react/portalHooks";
import { useFormat } from "../../core/react/useFormat";
import { type ReadingField, readingFields } from "../../domain/readingFields";
import { readingUnit } from "../../domain/readingSanity";
import { type ReadingFormValues, readingFormSchema } from "../../forms/reading";
import { telemetryArea } from "../../locales/es-ES/labels/telemetry";
import { readingMessages } from "../../locales/es-ES/reading";
import { formatMessage } from "../../locales/format";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { TextField } from "../../ui/Field";
import { FORM_ERROR_KEY, type TextBinding, useFormState } from "../../ui/form";
import { PortalLink } from "../../ui/PortalLink";
import { DraftNotice } from "../shared/drafts/DraftNotice";
import { useFormDraft } from "../shared/drafts/useFormDraft";
import { SupplyPointGate, SupplyPointSummary } from "../shared/measures/SupplyPointGate";
import { writeQuotaRefusal } from "../shared/quotas/writeQuotaRefusal";
import {
  type PreviousReadings,
  previousReadings,
  readingFailure,
  readingFailureTexts,
  useLastReading,
  useSendReading,
} from "./useMeterReadingForm";

export interface MeterReadingFormProps {
  /** The contract code of the route (/readinginput/{codAbonado}). */
  codAbonado: string;
}

/** Meter reading input (part 2 §2.9, §9): the readings the supply point's access fee asks for. */
export function MeterReadingForm({ codAbonado }: MeterReadingFormProps) {
  const texts = useTexts(telemetryArea).reading;
  return (
    <div className="ov-root ov:flex ov:flex-col ov:gap-4" data-ov-widget="MeterReadingForm">
      <h1 className="ov:text-2xl ov:font-semibold ov:text-text">{texts.title}</h1>
      <SupplyPointGate codAbonado={codAbonado}>{(supplyPoint) => <ReadingForm supplyPoint={supplyPoint} />}</SupplyPointGate>
    </div>
  );
}

function ReadingForm({ supplyPoint }: { supplyPoint: SupplyPoint }) {
  const { links, messages, locale } = usePortal();
  const texts = textsOf(messages, telemetryArea);
  // The fee code picks the fields; the contract's tariff stands in when the supply point has none.
  const input = React.useMemo(
    () => ({ line: supplyPoint.line, accessFee: supplyPoint.accessFee?.fee ?? supplyPoint.tarifa }),
    [supplyPoint.line, supplyPoint.accessFee?.fee, supplyPoint.tarifa],
  );
  const fields = React.useMemo(() => readingFields(input, messages), [input, messages]);
  const last = useLastReading(supplyPoint.codAbonado);
  const previous = React.useMemo(() => previousReadings(last.data, new Date()), [last.data]);
  const schema = React.useMemo(() => readingFormSchema(input, messages, previous, locale), [input, messages, previous, locale]);
  const initialValues = React.useMemo(() => Object.fromEntries(fields.map((f) => [f.id, ""])) as Record<string, string>, [fields]);
  const form = useFormState({ initialValues, schema });
  const send = useSendReading(supplyPoint);
  const [sentAt, setSentAt] = React.useState<string | null>(null);
  // Per supply point: its access fee decides the fields. Kept across an expired session.
  const draft = useFormDraft({
    form: `meterReading:${supplyPoint.codAbonado}`,
    values: form.values,
    restore: (saved) =>
      form.reset({ ...initialValues, ...Object.fromEntries(Object.entries(saved).filter(([name]) => name in initialValues)) }),
    reset: () => form.reset(),
  });

  const onValid = async (values: ReadingFormValues) => {
    setSentAt(null);
    form.setFieldError(FORM_ERROR_KEY, undefined);
    try {
      const answer = await send.mutateAsync(values);
      setSentAt(dayjs(answer?.createdAt ?? undefined).format("DD/MM/YYYY HH:mm"));
      draft.clear();
      form.reset();
    } catch (error) {
      // The typed values stay: only messages are added (the server's Spanish in es-ES).
      const quota = writeQuotaRefusal(error, locale, messages);
      if (quota) {
        form.setFieldError(FORM_ERROR_KEY, quota);
        return;
      }
      const shown = readingFailureTexts(readingFailure(error), values, locale, messages);
      for (const issue of shown.fields) if (issue.path in initialValues) form.setFieldError(issue.path, issue.message);
      form.setFieldError(FORM_ERROR_KEY, shown.message);
    }
  };

  return (
    <>
      <SupplyPointSummary supplyPoint={supplyPoint} />
      <p className="ov:text-sm ov:text-text-muted">{texts.reading.intro}</p>
      <DraftNotice draft={draft} />
      <form {...form.formProps} onSubmit={form.handleSubmit(onValid)} className="ov:flex ov:flex-col ov:gap-4">
        <ReadingInputs fields={fields} field={form.field} previous={previous} />
        <div aria-live="polite">
          {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
          {sentAt ? <Alert tone="success">{formatMessage(texts.reading.sent, { date: sentAt })}</Alert> : null}
        </div>
        <div className="ov:flex ov:flex-wrap ov:items-center ov:gap-4">
          <Button type="submit" busy={form.submitting}>
            {texts.reading.submit}
          </Button>
          <PortalLink to={links.home()} className="ov:text-sm ov:font-semibold ov:text-primary ov:underline">
            {texts.back}
          </PortalLink>
        </div>
      </form>
    </>
  );
}

interface ReadingInputsProps {
  fields: readonly ReadingField[];
  field: (name: string) => TextBinding;
  previous: PreviousReadings;
}

/** One field per reading the access fee asks for, its unit and the previous reading under it. */
function ReadingInputs({ fields, field, previous }: ReadingInputsProps) {
  const { unit, previous: previousText } = useTexts(readingMessages);
  const format = useFormat();
  const hint = (id: ReadingField["id"]) => {
    const before = previous[id];
    const unitText = formatMessage(unit, { unit: readingUnit(id) });
    if (!before) return unitText;
    const value = format.quantity(before.value, 3);
    return (
      <>
        <span className="ov:block">{unitText}</span>{" "}
        <span className="ov:block" data-slot="previous-reading">
          {formatMessage(previousText, { value, unit: readingUnit(id), date: format.date(before.sentAt) })}
        </span>
      </>
    );
  };
  return (
    <div className="ov:grid ov:grid-cols-1 ov:gap-4 ov:sm:grid-cols-2 ov:lg:grid-cols-3">
      {fields.map(({ id, label }) => {
        const binding = field(id);
        return (
          <TextField
            key={id}
            id={`ov-reading-${id}`}
            label={label}
            hint={hint(id)}
            required
            inputMode="decimal"
            autoComplete="off"
            name={binding.name}
            value={binding.value}
            error={binding.error}
            onChange={binding.onChange}
            onBlur={binding.onBlur}
          />
        );
      })}
    </div>
  );
}
