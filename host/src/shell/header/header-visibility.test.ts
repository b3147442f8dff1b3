/** @jest-environment node */
import { nextHeaderState, type HeaderScrollState } from './header-visibility';

function scroll(positions: number[], width = 1200): HeaderScrollState {
  return positions.reduce<HeaderScrollState>((state, y) => nextHeaderState(state, y, width), {
    hidden: false,
    anchorY: 0,
  });
}

describe('header hiding (spec §2.5, §9)', () => {
  it('stays while scrolling down within the first 150 px', () => {
    expect(scroll([50, 100, 150]).hidden).toBe(false);
  });

  it('hides when scrolling down past 150 px on wide screens', () => {
    expect(scroll([100, 151]).hidden).toBe(true);
    expect(scroll([400, 500]).hidden).toBe(true);
  });

  it('never hides below 992 px wide', () => {
    expect(scroll([400, 900], 991).hidden).toBe(false);
    expect(scroll([400, 900], 992).hidden).toBe(true);
  });

  it('shows again after scrolling up more than 5 px, counting small moves together', () => {
    expect(scroll([400, 500, 495]).hidden).toBe(true);
    expect(scroll([400, 500, 494]).hidden).toBe(false);
    expect(scroll([400, 500, 497, 494]).hidden).toBe(false);
    expect(scroll([400, 500, 494, 600]).hidden).toBe(true);
  });

  it('shows near the top whatever the direction', () => {
    expect(scroll([400, 500, 120]).hidden).toBe(false);
  });
});
