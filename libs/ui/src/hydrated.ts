import { useId, useLayoutEffect, useSyncExternalStore, type Dispatch, type RefObject, type SetStateAction } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while a server-rendered page hydrates, true once in the browser: for
 * parts that exist only in a browser (a map library that reads `window` when loaded), which
 * render their placeholder on both sides first, so hydration finds the same markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Whether this component was hydrated: made from the server's markup, not rendered afresh in the
 * browser; true from its first render on. React has no hook for it, but its ids tell: a hydrated
 * component's come from the server's tree (`_R_…`), a fresh one's from a counter (`_r_…`). Unlike
 * `useHydrated`, it costs no second render (a `useSyncExternalStore` whose server snapshot differs
 * re-renders the part at once).
 */
export function useServerRendered(): boolean {
  return /^\W?_?R/.test(useId());
}

/**
 * The text the visitor put into a control of the server's markup before it hydrated, or undefined
 * while it holds what the server rendered (checkboxes and radios: always undefined).
 */
function typedBeforeHydration(control: Element): string | undefined {
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    const served = (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
    return control.value !== served ? control.value : undefined;
  }
  const text = control instanceof HTMLTextAreaElement || (control instanceof HTMLInputElement && control.type !== 'file');
  return text && control.value !== control.defaultValue ? control.value : undefined;
}

/**
 * Keeps what the visitor typed into a server-rendered form before it hydrated (on a slow network;
 * in a section that hydrates when it comes into view). React adopts the server's controls as they
 * are, typing and all, but the form's state still holds the server's values, which its next render
 * would put back: React 19.3 replays no change made before hydration (react-hook-form adopts such
 * changes itself). So as the form hydrates, each named control whose text differs from the
 * server's goes into its state (`setValues`, by name).
 */
export function useKeepTypedBeforeHydration<Values extends { [Name in keyof Values]: string }>(
  form: RefObject<HTMLFormElement | null>,
  setValues: Dispatch<SetStateAction<Values>>,
): void {
  const serverRendered = useServerRendered();
  useLayoutEffect(() => {
    if (!serverRendered || !form.current) return;
    const typed = new Map<string, string>();
    for (const control of form.current.elements) {
      const value = typedBeforeHydration(control);
      const name = control.getAttribute('name');
      if (value !== undefined && name) typed.set(name, value);
    }
    if (typed.size) setValues((current) => ({ ...current, ...Object.fromEntries([...typed].filter(([name]) => name in current)) }));
  }, [form, serverRendered, setValues]);
}
