import { render, screen } from '@testing-library/react';
import { CollectionPills } from './CollectionPills';
import { TestRouter } from './test-router';

describe('CollectionPills', () => {
  it('links each collection by its name and kind, marking a label in another language', () => {
    render(
      <TestRouter>
        <CollectionPills
          testId="pills"
          links={[
            {
              id: 'a',
              to: '/en/collections/person/1-rembrandt',
              label: 'Rembrandt',
              kind: 'Person',
            },
            {
              id: 'b',
              to: '/en/collections/topic/2-baroque',
              label: 'Barock',
              lang: 'de',
              kind: 'Topic',
            },
          ]}
        />
      </TestRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/en/collections/person/1-rembrandt', 'RembrandtPerson'],
      ['/en/collections/topic/2-baroque', 'BarockTopic'],
    ]);
    expect(screen.getByText('Barock').getAttribute('lang')).toBe('de');
    expect(screen.getByText('Rembrandt').hasAttribute('lang')).toBe(false);
    expect(screen.getByTestId('pills').tagName).toBe('UL');
  });
});
