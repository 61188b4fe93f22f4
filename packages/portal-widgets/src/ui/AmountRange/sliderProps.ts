/** What AmountRange gives its slider, whether the stand-in (SliderSlot) or Radix's (AmountSlider). */
export interface SliderProps {
  min: number;
  max: number;
  low: number;
  high: number;
  disabled?: boolean | undefined;
  onValueChange: (low: number, high: number) => void;
  /** The minimum's and the maximum's thumb: accessible name and spoken value. */
  thumbs: readonly [SliderThumb, SliderThumb];
  className: string;
  thumbClassName: string;
}

export interface SliderThumb {
  label: string;
  valueText: string;
}
