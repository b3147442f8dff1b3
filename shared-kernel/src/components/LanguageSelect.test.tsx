import { fireEvent, render, screen } from '@testing-library/react';
import { createI18n } from '../i18n/create-i18n';
import fr from '../i18n/locales/fr.json';
import { LanguageSelect } from './LanguageSelect';
import { TestPortal, testPortal } from './test-portal';

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

  it('names the current language after a colon as the language writes it', () => {
    const portal = { ...testPortal('fr'), i18n: createI18n('fr', { fr: { common: fr } }) };
    render(
      <TestPortal path="/fr" portal={portal}>
        <LanguageSelect current="fr" label="Choisir une langue" hrefFor={(code) => `/${code}`} />
      </TestPortal>,
    );
    expect(
      screen.getByRole('button', { name: 'Choisir une langue\u00A0: Français' }),
    ).toBeInTheDocument();
  });
});
