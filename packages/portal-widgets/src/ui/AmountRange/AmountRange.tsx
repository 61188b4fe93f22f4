"use client";

import * as React from "react";
import { useTexts } from "../../core/react/portalHooks";
import { useFormat } from "../../core/react/useFormat";
import { cn } from "../../lib/cn";
import { invoicesArea } from "../../locales/es-ES/labels/invoices";
import { type AmountPair, keepApart } from "./pairRules";
import { SliderSlot } from "./SliderSlot";

export interface AmountRangeProps {
  /** The limits (usePriceLimits), whole euros. */
  min: number;
  max: number;
  value: AmountPair;
  onChange: (value: AmountPair) => void;
  /** Defaults to 'Rango importes'. */
  label?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
}

const thumb =
  "ov:block ov:size-5 ov:rounded-full ov:border-2 ov:border-primary ov:bg-surface ov:shadow ov:hover:bg-surface-muted ov:focus-visible:outline-2 ov:focus-visible:outline-offset-2 ov:focus-visible:outline-primary ov:data-[disabled]:opacity-50";
const input =
  "ov:min-h-10 ov:w-full ov:rounded-[var(--ov-radius-control)] ov:border ov:border-border ov:bg-surface ov:px-3 ov:py-2 ov:text-sm ov:text-text ov:disabled:bg-surface-muted";

/** A typed amount: the text stays as typed while focused and is applied on blur or Enter;
 * anything that is not a number goes back to the current value. */
function AmountInput({
  id,
  label,
  value,
  disabled,
  onCommit,
}: {
  id: string;
  label: string;
  value: number;
  disabled?: boolean | undefined;
  onCommit: (n: number) => void;
}) {
  const [text, setText] = React.useState<string | null>(null);
  const commit = () => {
    if (text === null) return;
    const parsed = Number(text.replace(",", "."));
    setText(null);
    if (text.trim() !== "" && Number.isFinite(parsed)) onCommit(parsed);
  };
  return (
    <div className="ov:flex ov:min-w-0 ov:flex-1 ov:flex-col ov:gap-1">
      <label htmlFor={id} className="ov:text-sm ov:font-medium ov:text-text">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        step={1}
        className={input}
        disabled={disabled}
        value={text ?? String(value)}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            commit();
          }
        }}
      />
    </div>
  );
}

/**
 * Two-thumb amount slider with a number input per end (part 2 §2.2, §2.4). The minimum stays
 * at least 1 € below the maximum: a thumb moved onto the other pushes it 1 € on, within the
 * limits. Arrows move 1 €, Page Up/Down 10 €, Home/End to the limits.
 */
export function AmountRange({ min, max, value, onChange, label, disabled, id, className }: AmountRangeProps) {
  const format = useFormat();
  const texts = useTexts(invoicesArea).amountRange;
  const autoId = React.useId();
  const baseId = id ?? autoId;
  const groupLabelId = `${baseId}-label`;
  const [low, high] = keepApart(value, min, max, 0);

  return (
    <div
      role="group"
      aria-labelledby={groupLabelId}
      data-slot="amount-range"
      className={cn("ov-amount-range ov:flex ov:flex-col ov:gap-3", className)}
    >
      <div className="ov:flex ov:flex-wrap ov:items-baseline ov:justify-between ov:gap-2">
        <span id={groupLabelId} className="ov:text-sm ov:font-medium ov:text-text">
          {label ?? texts.label}
        </span>
        <span className="ov:text-sm ov:text-text-muted" aria-hidden="true">
          {format.amount(low)} – {format.amount(high)}
        </span>
      </div>
      <SliderSlot
        className="ov:relative ov:flex ov:h-6 ov:w-full ov:touch-none ov:items-center ov:select-none"
        thumbClassName={thumb}
        min={min}
        max={max}
        low={low}
        high={high}
        disabled={disabled}
        onValueChange={(nextLow, nextHigh) => {
          const moved = nextLow !== low ? 0 : 1;
          onChange(keepApart([nextLow, nextHigh], min, max, moved));
        }}
        thumbs={[
          { label: texts.minThumb, valueText: format.amount(low) },
          { label: texts.maxThumb, valueText: format.amount(high) },
        ]}
      />
      <div className="ov:flex ov:flex-col ov:gap-3 ov:sm:flex-row">
        <AmountInput
          id={`${baseId}-min`}
          label={texts.min}
          value={low}
          disabled={disabled}
          onCommit={(n) => onChange(keepApart([n, high], min, max, 0))}
        />
        <AmountInput
          id={`${baseId}-max`}
          label={texts.max}
          value={high}
          disabled={disabled}
          onCommit={(n) => onChange(keepApart([low, n], min, max, 1))}
        />
      </div>
    </div>
  );
}
