"use client";

import { useCallback, useMemo, useState, useSyncExternalStore } from "react";
import { type Appearance, type ColorScheme, themeStyle } from "../appearance/appearance";
import { readStoredScheme, storeScheme, systemScheme } from "../appearance/colorScheme";
import type { StorageAdapter } from "../session/storage";
import type { AppearanceState } from "./portalContext";

/** The user's stored choice wins over the host's default; "system" follows the media query
 * (CSS does so by itself through `color-scheme: light dark`; the state is for the toggle). */
export function useAppearanceState(appearance: Appearance | undefined, storage: StorageAdapter): AppearanceState {
  const [chosen, setChosen] = useState<ColorScheme | null>(() => readStoredScheme(storage));
  const system = useSyncExternalStore(systemScheme.subscribe, systemScheme.get, systemScheme.getServer);
  const preference = chosen ?? appearance?.colorScheme ?? "system";
  const scheme = preference === "system" ? system : preference;
  const setScheme = useCallback(
    (next: ColorScheme) => {
      storeScheme(storage, next);
      setChosen(next);
    },
    [storage],
  );
  const elements = appearance?.elements;
  const style = useMemo(() => themeStyle(appearance, preference), [appearance, preference]);
  return useMemo(
    () => ({ scheme, preference, setScheme, elements: elements ?? {}, style }),
    [scheme, preference, setScheme, elements, style],
  );
}
