import { fireEvent, render, screen } from '@testing-library/react';
import { LanguageSelect } from './LanguageSelect';
import { TestPortal } from './test-portal';

describe('LanguageSelect', () => {
  it('lists every language but the current one, each in its own language', () => {
    render(
      <TestPortal path="/de/search?query=x">
        <LanguageSelect
          current="de"
          label="Choose a language"
          hrefFor={(code) => `/${code}/search?query=x`}
        />
      </TestPortal>,
    );
    const toggle = screen.getByRole('button', { name: 'Choose a language: Deutsch' });
    fireEvent.click(toggle);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(24);
    expect(screen.queryByRole('link', { name: 'Deutsch' })).not.toBeInTheDocument();
    const french = screen.getByRole('link', { name: 'Français' });
    expect(french).toHaveAttribute('href', '/fr/search?query=x');
    expect(french).toHaveAttribute('lang', 'fr');
    expect(french).toHaveAttribute('hreflang', 'fr');
  });
});
