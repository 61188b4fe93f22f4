export type AmountPair = [min: number, max: number];

/**
 * Keeps a pair inside [limitMin, limitMax] with the minimum at least 1 below the maximum
 * (part 2 §4, §5). When the thumbs would meet, the thumb not being moved gives way by 1;
 * at the edge of the range, the moved one stops 1 short instead.
 */
export function keepApart([low, high]: AmountPair, limitMin: number, limitMax: number, moved: 0 | 1): AmountPair {
  const clamp = (n: number) => Math.min(limitMax, Math.max(limitMin, Math.round(n)));
  let a = clamp(low);
  let b = clamp(high);
  if (b - a >= 1) return [a, b];
  if (moved === 0) {
    b = Math.min(limitMax, a + 1);
    a = b - 1;
  } else {
    a = Math.max(limitMin, b - 1);
    b = a + 1;
  }
  return [a, b];
}
