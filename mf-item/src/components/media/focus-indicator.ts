import { colours } from '@portal/shared-kernel';

/**
 * A focus indicator drawn inside the element's edge, for elements over media: the shared
 * `focusRing` is drawn outside, where the media box's `overflow: hidden` cuts it off. Two rings
 * of contrasting colours (DESIGN.md: the accent marks focus): accent at the edge, white inside
 * it, so one of them stands out on any image, dark, pale or blue, and on the #f5f5f5 margin.
 * The accent is an outline so it stays in forced-colours mode, where box shadows are dropped.
 */
export const insetFocusRing = `
  outline: 3px solid ${colours.accent};
  outline-offset: -3px;
  box-shadow: inset 0 0 0 6px ${colours.surface};
`;

/**
 * The same rings on a `::after` layer over the element's content, for elements whose own
 * content (a canvas, absolutely positioned children) would paint over an outline or an inset
 * shadow. The element must be positioned; the layer lets pointer events through.
 */
export const insetFocusRingOverlay = `
  content: '';
  position: absolute;
  inset: 0;
  z-index: 1;
  pointer-events: none;
  border-radius: inherit;
  ${insetFocusRing}
`;
