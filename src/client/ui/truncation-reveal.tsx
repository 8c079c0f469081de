import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

const LONG_PRESS_MS = 500;

/** The first element at or inside `root` whose text is cut off by an ellipsis. */
function cutText(root: Element): HTMLElement | null {
  const candidates = [root, ...root.querySelectorAll('*')].slice(0, 60);
  for (const node of candidates) {
    if (!(node instanceof HTMLElement) || node.scrollWidth <= node.clientWidth + 1) continue;
    if (getComputedStyle(node).textOverflow === 'ellipsis' && node.textContent) return node;
  }
  return null;
}

interface Shown {
  text: string;
  left: number;
  top: number;
}

/**
 * Shows a label cut off by an ellipsis in full: on hover (a title is added where there is none), on
 * keyboard focus and on a long press, for every truncated label under the page, wherever it comes from.
 */
export function TruncationReveal() {
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reveal = (target: EventTarget | null) => {
      const cut = target instanceof Element ? cutText(target) : null;
      if (!cut) return;
      const rect = cut.getBoundingClientRect();
      const left = Math.min(Math.max(8, rect.left), window.innerWidth / 2);
      setShown({ text: cut.textContent ?? '', left, top: rect.bottom + 4 });
    };
    const hide = () => {
      clearTimeout(timer);
      setShown(null);
    };
    const onOver = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || !(event.target instanceof HTMLElement)) return;
      const cut = cutText(event.target);
      if (cut && !cut.closest('[title]')) cut.title = cut.textContent ?? '';
    };
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.matches(':focus-visible')) reveal(event.target);
    };
    const onDown = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      clearTimeout(timer);
      const target = event.target;
      timer = setTimeout(() => reveal(target), LONG_PRESS_MS);
    };
    const cancel = () => clearTimeout(timer);
    // Chrome on Android opens its own menu on a long press: a cut label is shown instead.
    let lastPointer = '';
    const onPointer = (event: PointerEvent) => {
      lastPointer = event.pointerType;
    };
    const onContextMenu = (event: MouseEvent) => {
      if (lastPointer !== 'touch' || !(event.target instanceof Element) || !cutText(event.target)) return;
      event.preventDefault();
      clearTimeout(timer);
      reveal(event.target);
    };
    document.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('contextmenu', onContextMenu);
    document.addEventListener('pointerover', onOver);
    document.addEventListener('focusin', onFocus);
    document.addEventListener('focusout', hide);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('pointerup', cancel);
    document.addEventListener('pointercancel', cancel);
    document.addEventListener('scroll', hide, true);
    return () => {
      hide();
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('contextmenu', onContextMenu);
      document.removeEventListener('pointerover', onOver);
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('focusout', hide);
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('pointerup', cancel);
      document.removeEventListener('pointercancel', cancel);
      document.removeEventListener('scroll', hide, true);
    };
  }, []);
  // A tap anywhere after a long press closes the label again.
  useEffect(() => {
    if (!shown) return;
    const close = () => setShown(null);
    const timer = setTimeout(() => document.addEventListener('pointerdown', close, { once: true }), 0);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', close);
    };
  }, [shown]);
  if (!shown) return null;
  return (
    <Box
      role="tooltip"
      data-testid="truncation-reveal"
      position="fixed"
      left={`${shown.left}px`}
      top={`${shown.top}px`}
      maxW={`calc(100vw - ${shown.left + 8}px)`}
      zIndex="tooltip"
      bg="bg.inverted"
      color="fg.inverted"
      fontSize="sm"
      px="2"
      py="1"
      rounded="sm"
      shadow="md"
      pointerEvents="none"
      overflowWrap="anywhere"
    >
      {shown.text}
    </Box>
  );
}
