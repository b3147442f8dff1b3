import { render, screen } from '@testing-library/react';
import { Alert } from './Alert';

describe('Alert', () => {
  it('announces errors at once, with their label', () => {
    render(
      <Alert variant="error" label="Error:">
        Item not found
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Item not found');
  });

  it('announces other messages politely', () => {
    render(<Alert variant="success">Saved</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
