import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createI18n } from '@portal/shared-kernel';
import { i18nForReact } from './i18n-for-react';

function instance() {
  return createI18n('en', {
    en: { common: { hello: 'Hello' } },
    fr: { common: { hello: 'Bonjour' } },
  });
}

function Greeting() {
  const { t, i18n } = useTranslation('common');
  return (
    <p>
      {t('hello')} ({i18n.language})
    </p>
  );
}

describe('i18nForReact', () => {
  it('has nothing for useTranslation to copy, and reads through to the instance', () => {
    const i18n = instance();
    const view = i18nForReact(i18n);

    expect(Object.getOwnPropertyNames(view)).toEqual([]);
    expect(view.getFixedT).not.toBe(i18n.getFixedT);
    expect(view.t('common:hello')).toBe('Hello');
    expect(view.language).toBe('en');
    expect(view.store).toBe(i18n.store);
  });

  it('lets components translate and follow a language change of the instance', async () => {
    const i18n = instance();
    const view = i18nForReact(i18n);
    render(
      <I18nextProvider i18n={view}>
        <Greeting />
      </I18nextProvider>,
    );
    expect(screen.getByText('Hello (en)')).toBeInTheDocument();
    expect(view.reportNamespaces?.getUsedNamespaces()).toEqual(['common']);
    expect(Object.getOwnPropertyNames(view)).toEqual([]);

    await act(async () => {
      await i18n.changeLanguage('fr');
    });

    expect(screen.getByText('Bonjour (fr)')).toBeInTheDocument();
  });
});
