import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router-dom';
import { createI18n } from '../i18n/create-i18n';
import en from '../i18n/locales/en.json';
import { Chip } from './Chip';
import { TestRouter } from './test-router';

const i18n = createI18n('en', { en: { common: en } });

function Where() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}`}</output>;
}

function renderChip(ui: React.ReactNode, path = '/en/search?qf=TYPE%3AIMAGE') {
  return render(
    <I18nextProvider i18n={i18n}>
      <TestRouter path={path}>
        {ui}
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </TestRouter>
    </I18nextProvider>,
  );
}

describe('Chip', () => {
  it('removes by following a link, so it works without JavaScript', () => {
    renderChip(<Chip label="Type: Image" removeTo="/en/search" />);
    const remove = screen.getByRole('link', { name: 'Remove Type: Image' });
    expect(remove).toHaveAttribute('href', '/en/search');
    fireEvent.click(remove);
    expect(screen.getByRole('status')).toHaveTextContent(/^\/en\/search$/);
  });

  it('removes through a callback when there is no link', () => {
    const onRemove = jest.fn();
    renderChip(<Chip label="Rembrandt" onRemove={onRemove} removeLabel="Forget Rembrandt" />);
    fireEvent.click(screen.getByRole('button', { name: 'Forget Rembrandt' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('can be a plain label', () => {
    renderChip(<Chip label="Fixed" />);
    expect(screen.getByText('Fixed')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
