import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'likes', label: 'Likes', content: <p>liked items</p> },
  { id: 'public', label: 'Public galleries', content: <p>public ones</p> },
  { id: 'private', label: 'Private galleries', content: <p>private ones</p> },
];

describe('Tabs', () => {
  it('shows the first tab and switches on click', () => {
    const onChange = jest.fn();
    render(<Tabs tabs={tabs} label="My account" onChange={onChange} />);
    expect(screen.getByRole('tablist', { name: 'My account' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Likes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('liked items')).toBeVisible();
    expect(screen.getByText('public ones')).not.toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: 'Public galleries' }));
    expect(onChange).toHaveBeenCalledWith('public');
    expect(screen.getByRole('tabpanel', { name: 'Public galleries' })).toHaveTextContent(
      'public ones',
    );
  });

  it('moves with the arrow keys, Home and End, keeping one tab in the tab order', () => {
    render(<Tabs tabs={tabs} label="My account" initialTab="public" />);
    const [likes, publicTab, privateTab] = screen.getAllByRole('tab');
    expect(publicTab).toHaveAttribute('tabindex', '0');
    expect(likes).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(publicTab!, { key: 'ArrowRight' });
    expect(privateTab).toHaveAttribute('aria-selected', 'true');
    expect(privateTab).toHaveFocus();
    fireEvent.keyDown(privateTab!, { key: 'ArrowRight' });
    expect(likes).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(likes!, { key: 'End' });
    expect(privateTab).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(privateTab!, { key: 'Home' });
    expect(likes).toHaveAttribute('aria-selected', 'true');
  });
});
