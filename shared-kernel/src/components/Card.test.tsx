import { fireEvent, render, screen } from '@testing-library/react';
import { TestRouter } from './test-router';
import { Card, summaryCardFooter, type CardProps } from './Card';

function renderCard(props: Partial<CardProps> = {}) {
  return render(
    <TestRouter>
      <Card to="/en/item/1/a" title="The Night Watch" {...props} />
    </TestRouter>,
  );
}

describe('Card', () => {
  it('is one link named by its title, leading to the target', () => {
    renderCard({ texts: [{ text: 'Rembrandt' }, { text: 'Rijksmuseum' }] });
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName('The Night Watch');
    expect(link).toHaveAttribute('href', '/en/item/1/a');
    expect(screen.getByText('Rembrandt')).toBeInTheDocument();
    expect(screen.getByText('Rijksmuseum')).toBeInTheDocument();
  });

  it('puts the title in a heading of the level asked for', () => {
    renderCard({ headingLevel: 2 });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('The Night Watch');
  });

  it('marks the language of texts that are not in the page language', () => {
    renderCard({ titleLang: 'nl', texts: [{ text: 'Schilderij', lang: 'nl' }] });
    expect(screen.getByRole('link')).toHaveAttribute('lang', 'nl');
    expect(screen.getByText('Schilderij')).toHaveAttribute('lang', 'nl');
  });

  it('shows its placeholder instead of a broken image when the thumbnail cannot be loaded', () => {
    const { container } = renderCard({
      image: { src: '/t/200/missing' },
      placeholder: <span data-testid="type-icon" />,
    });
    expect(screen.queryByTestId('type-icon')).toBeNull();
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('type-icon')).toBeInTheDocument();
  });

  it('loads images lazily only when asked, with a srcset and sizes', () => {
    const { container, rerender } = renderCard({
      image: { src: '/t/200/x', srcSet: '/t/200/x 200w, /t/400/x 400w' },
    });
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('srcset', '/t/200/x 200w, /t/400/x 400w');
    expect(img.getAttribute('sizes')).toBeTruthy();
    // decorative: the title link names the card
    expect(img).toHaveAttribute('alt', '');

    rerender(
      <TestRouter>
        <Card to="/x" title="t" image={{ src: '/t/200/x', lazy: true }} />
      </TestRouter>,
    );
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('img')).not.toHaveAttribute('fetchpriority');
  });

  it('asks for the main image first when told it is one', () => {
    const { container } = renderCard({ image: { src: '/t/200/x', priority: true } });
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the placeholder when there is no image', () => {
    renderCard({ placeholder: <span data-testid="type-icon" /> });
    expect(screen.getByTestId('type-icon')).toBeInTheDocument();
  });

  it('leaves texts and footer out of the mosaic variant', () => {
    renderCard({ variant: 'mosaic', texts: [{ text: 'Rembrandt' }], footer: 'Image' });
    expect(screen.queryByText('Rembrandt')).not.toBeInTheDocument();
    expect(screen.queryByText('Image')).not.toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('data-card-variant', 'mosaic');
  });

  it('shows the footer in the grid and list variants', () => {
    renderCard({ variant: 'list', footer: 'Image · In Copyright' });
    expect(screen.getByText('Image · In Copyright')).toBeInTheDocument();
  });

  it('tells when its link is followed', () => {
    const onNavigate = jest.fn();
    renderCard({ onNavigate });
    fireEvent.click(screen.getByRole('link'));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});

describe('Card with a full-text hit', () => {
  const highlight = { prefix: 'En un lugar de la ', exact: 'Mancha', suffix: ', de cuyo nombre' };

  it('shows the words found, marked, in their context', () => {
    renderCard({ highlight });
    const mark = screen.getByText('Mancha');
    expect(mark.tagName).toBe('MARK');
    expect(mark.parentElement).toHaveTextContent('…En un lugar de la Mancha, de cuyo nombre…');
    expect(mark.parentElement).not.toHaveAttribute('lang');
  });

  it('tells a screen reader the language of the text the hit is in', () => {
    renderCard({ highlight: { ...highlight, lang: 'es' } });
    expect(screen.getByText('Mancha').parentElement).toHaveAttribute('lang', 'es');
  });

  it('adds no second ellipsis to a context already cut, and shows no hit in a mosaic', () => {
    renderCard({ highlight: { ...highlight, suffix: ', de cuyo…' } });
    expect(screen.getByText('Mancha').parentElement).toHaveTextContent(/de cuyo…$/);
    const { container } = renderCard({ highlight, variant: 'mosaic' });
    expect(container.querySelectorAll('[data-card-variant=mosaic] mark')).toHaveLength(0);
  });
});

describe('summaryCardFooter', () => {
  const t = (key: string) => (key === 'common:rights.InC' ? 'In Copyright' : key);

  it('names the type and the rights statement', () => {
    const item = { id: '/1/a', rights: 'http://rightsstatements.org/vocab/InC/1.0/' };
    expect(summaryCardFooter(item, 'Image', t)).toBe('Image · In Copyright');
    expect(summaryCardFooter(item, undefined, t)).toBe('In Copyright');
  });

  it('leaves out what the item does not say, and is empty without either', () => {
    expect(summaryCardFooter({ id: '/1/a' }, 'Text', t)).toBe('Text');
    expect(summaryCardFooter({ id: '/1/a' }, undefined, t)).toBeUndefined();
  });
});
