import { observeElementRect, useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useRef } from 'react';

/**
 * From this many rows on one page (the 50, 100 and 300 page sizes) only the rows in view are in the
 * document: a page of 300 cards or table rows costs a phone seconds of layout otherwise.
 */
export const VIRTUAL_FROM = 50;

const SCREENFUL = { width: 0, height: 800 };

export interface VirtualRows {
  /** Whether the page is long enough to be virtualised; when false every row renders. */
  enabled: boolean;
  /** The scrolling box the rows live in (only scrolls when enabled). */
  scrollRef: React.RefObject<HTMLDivElement | null>;
  /** The indexes to render, in order. */
  indexes: number[];
  /** Space above and below the rendered rows, standing for the rows left out. */
  padTop: number;
  padBottom: number;
  /** Ref for each rendered row (with data-index), so rows of varying height are measured. */
  measure: (element: Element | null) => void;
}

/** Which of `count` rows to render in a box that scrolls, with an estimated height per row. */
export function useVirtualRows(count: number, estimate: number): VirtualRows {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const enabled = count >= VIRTUAL_FROM;
  const virtualizer = useVirtualizer({
    count: enabled ? count : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimate,
    overscan: 6,
    // Before the box is measured, and while it measures nothing (jsdom), assume a screenful.
    initialRect: SCREENFUL,
    // A row that measures nothing (not laid out yet, or jsdom) keeps its estimate.
    measureElement: (element) => element.getBoundingClientRect().height || estimate,
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : SCREENFUL)),
  });
  if (!enabled) {
    return {
      enabled,
      scrollRef,
      indexes: Array.from({ length: count }, (_, i) => i),
      padTop: 0,
      padBottom: 0,
      measure: () => undefined,
    };
  }
  const items: VirtualItem[] = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    enabled,
    scrollRef,
    indexes: items.map((item) => item.index),
    padTop: first?.start ?? 0,
    padBottom: Math.max(0, virtualizer.getTotalSize() - (last?.end ?? 0)),
    measure: virtualizer.measureElement,
  };
}
