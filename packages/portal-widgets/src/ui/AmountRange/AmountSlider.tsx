"use client";

import * as Slider from "@radix-ui/react-slider";
import type { SliderProps } from "./sliderProps";

/**
 * The two thumbs on Radix's slider: a chunk of its own, loaded by SliderSlot when the range is
 * first pointed at or a thumb focused.
 */
export function AmountSlider({ min, max, low, high, disabled, onValueChange, thumbs, className, thumbClassName }: SliderProps) {
  return (
    <Slider.Root
      className={className}
      min={min}
      max={max}
      step={1}
      // 0, not 1: with 1 Radix refuses the step that makes the thumbs meet before
      // onValueChange runs, so the moved thumb stopped short. The thumbs may meet here
      // (preserveThumbOrder keeps them from crossing) and keepApart moves the other one
      // by 1 (part 2 §4, §5).
      minStepsBetweenThumbs={0}
      preserveThumbOrder
      value={[low, high]}
      disabled={disabled}
      onValueChange={(next) => onValueChange(next[0] ?? low, next[1] ?? high)}
    >
      <Slider.Track className="ov:relative ov:h-1.5 ov:grow ov:rounded-full ov:bg-border">
        <Slider.Range className="ov:absolute ov:h-full ov:rounded-full ov:bg-primary" />
      </Slider.Track>
      {thumbs.map((thumb) => (
        <Slider.Thumb key={thumb.label} className={thumbClassName} aria-label={thumb.label} aria-valuetext={thumb.valueText} />
      ))}
    </Slider.Root>
  );
}
