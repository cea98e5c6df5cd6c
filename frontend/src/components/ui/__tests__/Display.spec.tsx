import { render, screen } from '@testing-library/react';
import { ButtonLink } from '../Button';
import { Card } from '../Card';
import { EmptyState } from '../EmptyState';
import { InlineMessage } from '../InlineMessage';
import { Spinner } from '../Spinner';

describe('InlineMessage', () => {
  it('an error is an alert, info and success are polite statuses', () => {
    const { rerender } = render(<InlineMessage tone="error">Upload failed.</InlineMessage>);
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed.');
    rerender(
      <InlineMessage tone="success" title="Saved">
        Your profile is up to date.
      </InlineMessage>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('SavedYour profile is up to date.');
    rerender(
      <InlineMessage tone="info" announce="none">
        Static note.
      </InlineMessage>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('EmptyState', () => {
  it('has a heading at the asked level, its text and its action', () => {
    render(
      <EmptyState
        title="No resumes yet"
        body="Upload one to start."
        headingLevel={3}
        action={<ButtonLink href="/upload">Upload a resume</ButtonLink>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No resumes yet' })).toBeInTheDocument();
    expect(screen.getByText('Upload one to start.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload a resume' })).toHaveAttribute('href', '/upload');
  });
});

describe('Spinner', () => {
  it('is a named image with a label, hidden decoration without', () => {
    const { rerender, container } = render(<Spinner label="Loading" />);
    expect(screen.getByRole('img', { name: 'Loading' })).toBeInTheDocument();
    rerender(<Spinner />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('Card', () => {
  it('renders the asked element with the card look', () => {
    render(
      <Card as="section" aria-labelledby="t">
        <h2 id="t">Profile</h2>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Profile' });
    expect(region).toHaveClass('card');
  });
});
