"use client";

import * as React from "react";
import type { SliderProps } from "./sliderProps";

// Radix's slider (and its collection and size hooks) is a chunk of its own: a search form
// shows a stand-in drawn the same way, and asks for the slider when the pointer reaches the
// range or a thumb is focused. Once loaded it is rendered at once, everywhere.
type SliderModule = typeof import("./AmountSlider");
let loaded: SliderModule | null = null;
let loading: Promise<SliderModule> | null = null;
export const loadAmountSlider = () => {
  loading ??= import("./AmountSlider").then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
};

const THUMB_PX = 20;
/** Radix's offset that keeps a thumb inside the track at both ends (getThumbInBoundsOffset). */
const inBounds = (percent: number) => THUMB_PX / 2 - (percent / 50) * (THUMB_PX / 2);
const percentOf = (value: number, min: number, max: number) => (max > min ? ((value - min) / (max - min)) * 100 : 0);

/** Radix's keys, for a press before its slider has come: arrows 1, Page Up/Down and
 * Shift+arrows 10, Home/End to the limits; a thumb does not pass the other. */
function keyed(key: string, shift: boolean, index: 0 | 1, { min, max, low, high }: SliderProps): [number, number] | null {
  const step = shift ? 10 : 1;
  const moves: Record<string, number> = { ArrowRight: step, ArrowUp: step, ArrowLeft: -step, ArrowDown: -step, PageUp: 10, PageDown: -10 };
  const value = index === 0 ? low : high;
  const target = key === "Home" ? min : key === "End" ? max : moves[key] === undefined ? null : value + moves[key];
  if (target === null) return null;
  const next = index === 0 ? Math.min(Math.max(target, min), high) : Math.max(Math.min(target, max), low);
  return index === 0 ? [next, high] : [low, next];
}

/** The slider as Radix draws it, with thumbs a keyboard can reach and move: focusing one
 * loads the real slider, which takes the stand-in's place once focus has left it. */
function StandIn({ onWake, ...props }: SliderProps & { onWake: (thumb: 0 | 1 | null | undefined) => void }) {
  const { min, max, low, high, disabled, thumbs, className, thumbClassName, onValueChange } = props;
  const percents = [percentOf(low, min, max), percentOf(high, min, max)] as const;
  return (
    <span
      className={className}
      data-orientation="horizontal"
      data-stand-in=""
      data-disabled={disabled ? "" : undefined}
      style={{ "--radix-slider-thumb-transform": "translateX(-50%)" } as React.CSSProperties}
      onPointerEnter={() => onWake(undefined)}
    >
      <span className="ov:relative ov:h-1.5 ov:grow ov:rounded-full ov:bg-border">
        <span
          className="ov:absolute ov:h-full ov:rounded-full ov:bg-primary"
          style={{ left: `${percents[0]}%`, right: `${100 - percents[1]}%` }}
        />
      </span>
      {thumbs.map((thumb, index) => (
        <span
          key={thumb.label}
          style={{
            transform: "translateX(-50%)",
            position: "absolute",
            left: `calc(${percents[index]}% + ${inBounds(percents[index] ?? 0)}px)`,
          }}
        >
          <span
            role="slider"
            className={thumbClassName}
            aria-label={thumb.label}
            aria-valuemin={min}
            aria-valuemax={max}
            aria-valuenow={index === 0 ? low : high}
            aria-valuetext={thumb.valueText}
            aria-orientation="horizontal"
            data-disabled={disabled ? "" : undefined}
            tabIndex={disabled ? undefined : 0}
            onFocus={() => onWake(index as 0 | 1)}
            onBlur={(event) => {
              // Between the two thumbs focus stays in the stand-in; anywhere else it has left.
              if (!event.currentTarget.closest("[data-stand-in]")?.contains(event.relatedTarget as Node | null)) onWake(null);
            }}
            onKeyDown={(event) => {
              const next = keyed(event.key, event.shiftKey, index as 0 | 1, props);
              if (!next) return;
              event.preventDefault();
              onValueChange(...next);
            }}
          />
        </span>
      ))}
    </span>
  );
}

/** The range's slider: Radix's once its chunk is here, the stand-in until then. */
export function SliderSlot(props: SliderProps) {
  const [, arrived] = React.useReducer((n: number) => n + 1, 0);
  const [focusThumb, setFocusThumb] = React.useState<0 | 1 | null>(null);
  // A focused stand-in stays until focus leaves it (it moves its thumbs as Radix does):
  // Radix draws its thumbs a render after mounting, so a swap under focus would drop it.
  if (loaded && focusThumb === null) return <loaded.AmountSlider {...props} />;
  // thumb: the stand-in's focused thumb, null once it lost focus, undefined for a pointer.
  const wake = (thumb: 0 | 1 | null | undefined) => {
    if (thumb !== undefined) setFocusThumb(thumb);
    loadAmountSlider().then(arrived, () => undefined);
  };
  return <StandIn {...props} onWake={wake} />;
}
