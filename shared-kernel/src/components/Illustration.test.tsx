import { render } from '@testing-library/react';
import { hasIllustration, Illustration } from './Illustration';

describe('Illustration', () => {
  it('exists for the five illustrated error codes only', () => {
    for (const code of [
      'galleryUnauthorised',
      'itemNotFound',
      'noFeatureIdeas',
      'pageNotFound',
      'searchResultsNotFound',
    ]) {
      expect(hasIllustration(code)).toBe(true);
    }
    expect(hasIllustration('genericUnknownError')).toBe(false);
    expect(hasIllustration('toString')).toBe(false);
    expect(hasIllustration(undefined)).toBe(false);
  });

  it('is a decorative image of fixed size (no layout shift)', () => {
    const { container } = render(<Illustration name="pageNotFound" />);
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '240');
    expect(image).toHaveAttribute('height', '180');
    expect(image).toHaveAttribute('data-illustration', 'pageNotFound');
  });
});
