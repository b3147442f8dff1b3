import { render } from '@testing-library/react';
import { CardSkeleton, Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('stands in for several lines, the last one shorter', () => {
    const { container } = render(<Skeleton lines={3} />);
    const lines = container.querySelectorAll('[data-skeleton-lines] > span');
    expect(lines).toHaveLength(3);
    expect(getComputedStyle(lines[2]!).width).toBe('60%');
    expect(getComputedStyle(lines[0]!).width).toBe('100%');
  });

  it('takes the size it is given', () => {
    const { container } = render(<Skeleton width="10rem" height="2rem" />);
    const style = getComputedStyle(container.firstElementChild!);
    expect(style.width).toBe('10rem');
    expect(style.height).toBe('2rem');
  });
});

describe('CardSkeleton', () => {
  it('has the image box ratio of the card variant', () => {
    const { container } = render(<CardSkeleton variant="mosaic" />);
    const frame = container.querySelector('[data-skeleton=card]')!;
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(frame.firstElementChild!).aspectRatio).toMatch(/^1 ?\/ ?1$/);
  });

  it('stands in for the title and texts except in the mosaic', () => {
    const grid = render(<CardSkeleton variant="grid" />);
    expect(grid.container.querySelector('[data-skeleton=card-body]')).not.toBeNull();
    const mosaic = render(<CardSkeleton variant="mosaic" />);
    expect(mosaic.container.querySelector('[data-skeleton=card-body]')).toBeNull();
  });
});
