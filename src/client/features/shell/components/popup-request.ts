/**
 * Where a context menu was asked for (the pointer), or none for a menu opened from its button.
 * Its own module: deferred-popup.tsx loads shell-popups.tsx, which needs this type, so neither imports the other.
 */
export interface PopupRequest {
  point?: { x: number; y: number };
}
