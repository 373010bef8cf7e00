import { type RefObject, useCallback, useEffect } from 'react';
import { useAddressParams } from '../../../lib/use-address-params.ts';

export const EDITOR_TABS = ['details', 'gallery', 'specs', 'variations', 'colors'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

/** The editor's open tab, kept in the address (`?tab=`) so a reload or Back returns to it. */
export function useEditorTab() {
  const [params, setParams] = useAddressParams();
  const value = params.get('tab');
  const tab: EditorTab = EDITOR_TABS.find((t) => t === value) ?? 'details';
  const setTab = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (next === 'details') out.delete('tab');
          else out.set('tab', next);
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { tab, setTab };
}

/**
 * On a phone the tab strip scrolls sideways: the open tab is brought into its view (the strip
 * alone scrolls, never the page) whenever another one opens.
 */
export function useOpenTabInView(container: RefObject<HTMLElement | null>, tab: EditorTab) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the open tab changing is what moves the strip
  useEffect(() => {
    const open = container.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    const strip = open?.parentElement;
    if (!open || !strip) return;
    const [tabBox, stripBox] = [open.getBoundingClientRect(), strip.getBoundingClientRect()];
    strip.scrollLeft += tabBox.left - stripBox.left - (stripBox.width - tabBox.width) / 2;
  }, [container, tab]);
}
