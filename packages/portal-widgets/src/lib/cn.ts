type ClassValue = string | false | null | undefined;

/** Joins class names; the caller's `className` goes last so it wins in the cascade. */
export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(" ");
}
