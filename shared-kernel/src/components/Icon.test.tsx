import { render, screen } from '@testing-library/react';
import MenuIcon from 'lucide-react/icons/menu';
import { Icon } from './Icon';

describe('Icon', () => {
  it('is hidden from assistive technology without a label', () => {
    const { container } = render(<Icon icon={MenuIcon} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '20');
  });

  it('is an image with a name when labelled', () => {
    render(<Icon icon={MenuIcon} label="Menu" size={32} />);
    expect(screen.getByRole('img', { name: 'Menu' })).toHaveAttribute('height', '32');
  });
});
