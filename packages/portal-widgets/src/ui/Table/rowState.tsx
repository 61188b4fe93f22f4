import * as React from "react";

/** A DataTable's store of its rows' state, which outlives a switch between table and cards. */
const RowStateContext = React.createContext<Map<string, unknown> | null>(null);

export const RowStateProvider = RowStateContext.Provider;

/**
 * `useState` for what a row's cell must keep when its table turns into cards or back (a
 * window narrowed, a phone turned): the cells remount then, so a dialog a cell holds open
 * would close under the customer. The DataTable does not remount: the state lives there,
 * under `key` (unique among the table's rows). Outside a DataTable, plain `useState`.
 */
export function useRowState<T>(key: string, initial: T): [T, (next: T) => void] {
  const store = React.useContext(RowStateContext);
  const [value, setValue] = React.useState<T>(() => (store?.has(key) ? (store.get(key) as T) : initial));
  const set = React.useCallback(
    (next: T) => {
      store?.set(key, next);
      setValue(next);
    },
    [store, key],
  );
  return [value, set];
}
