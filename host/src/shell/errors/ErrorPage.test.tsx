import { render, screen } from '@testing-library/react';
import { renderShell } from '../testing/render-shell';
import { ErrorPage, ErrorPageFallback, ErrorPageGuard } from './ErrorPage';

describe('ErrorPage (spec §2.5)', () => {
  it('404: illustration, title, description and a link home', () => {
    renderShell(<ErrorPage error={{ status: 404, code: 'pageNotFound' }} locale="en" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'This page could not be found',
    );
    expect(document.querySelector('[data-illustration="pageNotFound"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/en',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the error by its code and shows the message in an "Error:" alert', () => {
    renderShell(
      <ErrorPage
        error={{ status: 404, code: 'itemNotFound', message: 'No record /1/x' }}
        locale="en"
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Item not found');
    expect(document.querySelector('[data-illustration="itemNotFound"]')).not.toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Error: No record /1/x');
    expect(screen.getByText('No record /1/x')).toHaveAttribute('lang', 'en');
  });

  it('explains the page limit in its own words (spec §8), not "try again later"', () => {
    renderShell(
      <ErrorPage error={{ status: 400, code: 'searchPaginationLimitExceeded' }} locale="en" />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page limit exceeded');
    expect(screen.getByText('Only the first 1,000 results can be viewed.')).toBeInTheDocument();
    expect(screen.queryByText('Please try again later.')).toBeNull();
  });

  it('410: gone, without an illustration', () => {
    renderShell(<ErrorPage error={{ status: 410, code: 'gone' }} locale="en" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page is gone');
    expect(document.querySelector('[data-illustration]')).toBeNull();
  });

  it('a failed API says the request failed', () => {
    renderShell(<ErrorPage error={{ status: 502, code: 'genericUnknownError' }} locale="en" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unknown error');
    expect(screen.getByText('The request failed. Please try again.')).toBeInTheDocument();
  });

  it('falls back to a plain message when the error page itself fails', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('broken error page');
    }
    renderShell(
      <ErrorPageGuard locale="de">
        <Broken />
      </ErrorPageGuard>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An error occurred while showing the error page.',
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/de',
    );
    spy.mockRestore();
    render(<></>);
    expect(ErrorPageFallback).toBeDefined();
  });
});
