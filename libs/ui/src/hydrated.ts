import { useEffect, useEffectEvent, useId, useRef, useSyncExternalStore, type Dispatch, type RefObject, type SetStateAction } from 'react';

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
 * A page navigated to starts at the top (unless the address points at a section): when `page`
 * changes, and when the component first renders in the browser. A server-rendered page keeps its
 * scroll as it hydrates: the visitor may have scrolled already, and a jump would move what they
 * were about to tap.
 */
export function useNewPageAtTop(page: string): void {
  const shown = useRef(useServerRendered() ? page : null);
  useEffect(() => {
    if (page === shown.current) return;
    shown.current = page;
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [page]);
}

/**
 * What the visitor changed in a control of the server's markup before it hydrated, or undefined
 * while it holds what the server rendered: a text's or a select's value; a checkbox's value when
 * ticked, '' when not (radios: always undefined).
 */
function changedBeforeHydration(control: Element): string | undefined {
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    const served = (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
    return control.value !== served ? control.value : undefined;
  }
  if (control instanceof HTMLInputElement && control.type === 'checkbox')
    return control.checked !== control.defaultChecked ? (control.checked ? control.value : '') : undefined;
  const text = control instanceof HTMLTextAreaElement || (control instanceof HTMLInputElement && !['file', 'radio'].includes(control.type));
  return text && control.value !== control.defaultValue ? control.value : undefined;
}

/**
 * Keeps what the visitor changed in a server-rendered part before it hydrated (on a slow network;
 * in a section that hydrates when it comes into view). React adopts the server's controls as they
 * are, typing and all, but the state they show still holds the server's values, which the next
 * render would put back: React 19.3 replays no change made before hydration (react-hook-form adopts
 * such changes itself). So as the part hydrates, `keep` gets every named control inside it that
 * differs from the server's markup, by name; once, and only if there is one.
 */
export function useKeepChangedBeforeHydration(part: RefObject<Element | null>, keep: (changed: Record<string, string>) => void): void {
  const serverRendered = useServerRendered();
  const onChanged = useEffectEvent(keep);
  // Not a layout effect: `keep` may change the address, and a router starts listening in its own
  // layout effect, after its children's. React runs this before any later render of the part.
  useEffect(() => {
    if (!serverRendered || !part.current) return;
    const changed: Record<string, string> = {};
    for (const control of part.current.querySelectorAll('input, select, textarea')) {
      const value = changedBeforeHydration(control);
      const name = control.getAttribute('name');
      if (value !== undefined && name) changed[name] = value;
    }
    if (Object.keys(changed).length) onChanged(changed);
  }, [part, serverRendered]);
}

/** `useKeepChangedBeforeHydration` for a form whose state holds its fields' text by name. */
export function useKeepTypedBeforeHydration<Values extends { [Name in keyof Values]: string }>(
  form: RefObject<HTMLFormElement | null>,
  setValues: Dispatch<SetStateAction<Values>>,
): void {
  useKeepChangedBeforeHydration(form, (typed) =>
    setValues((current) => ({ ...current, ...Object.fromEntries(Object.entries(typed).filter(([name]) => name in current)) })),
  );
}
