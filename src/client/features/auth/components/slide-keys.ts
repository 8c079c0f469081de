/** Arrow keys move the piece this many px of the track; Page Up/Down six times as far. */
export const ARROW_STEP_PX = 5;
export const PAGE_STEP_PX = 30;
/**
 * The server forgives 5 px of the background's natural width either way, so the keyboard's grid must never
 * be coarser than 10 natural px or some gaps could not be hit: on a track shown below half its natural
 * width, the arrow step shrinks with it.
 */
const MAX_NATURAL_STEP_PX = 9;

/**
 * Where a key moves the slider (px of the track, from 0 to max), or undefined for keys it ignores. Right
 * and Up increase, Left and Down decrease, as for any ARIA slider. With the default puzzle (track of at
 * most 255 px) any position is at most 8 Page Up presses and 3 arrow presses away, or End and a few back.
 */
export function slideKeyTarget(key: string, x: number, max: number, scale = 1): number | undefined {
  const arrow = Math.min(ARROW_STEP_PX, MAX_NATURAL_STEP_PX * scale);
  const clamp = (value: number) => Math.min(max, Math.max(0, value));
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(x + arrow);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(x - arrow);
    case 'PageUp':
      return clamp(x + PAGE_STEP_PX);
    case 'PageDown':
      return clamp(x - PAGE_STEP_PX);
    case 'Home':
      return 0;
    case 'End':
      return max;
    default:
      return undefined;
  }
}
