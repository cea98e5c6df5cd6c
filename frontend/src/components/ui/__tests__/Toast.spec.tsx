import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, ToastRegion } from '../Toast';

afterEach(() => act(() => toast.clear()));

describe('toast', () => {
  it('is announced in a labelled region and closed by its button', async () => {
    render(<ToastRegion label="Notifications" closeLabel="Close" />);
    act(() => {
      toast.show({ text: 'Profile saved.', tone: 'success' });
    });
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Profile saved.');
    expect(screen.getByRole('alertdialog', { name: 'Profile saved.' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Profile saved.')).toBeNull());
  });

  it('dismisses itself after its timeout, unless the pointer rests on it', () => {
    jest.useFakeTimers();
    try {
      render(<ToastRegion label="Notifications" closeLabel="Close" />);
      act(() => {
        toast.show({ text: 'Saved.', timeout: 5000 });
      });
      act(() => jest.advanceTimersByTime(4000));
      expect(screen.getByText('Saved.')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1500));
      expect(screen.queryByText('Saved.')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('pauses while hovered and resumes when the pointer leaves', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    try {
      render(<ToastRegion label="Notifications" closeLabel="Close" />);
      act(() => {
        toast.show({ text: 'Copied.', timeout: 5000 });
      });
      await user.hover(screen.getByText('Copied.'));
      act(() => jest.advanceTimersByTime(10_000));
      expect(screen.getByText('Copied.')).toBeInTheDocument();
      await user.unhover(screen.getByText('Copied.'));
      act(() => jest.advanceTimersByTime(6000));
      expect(screen.queryByText('Copied.')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('errors stay until closed; a title comes before the text', () => {
    jest.useFakeTimers();
    try {
      render(<ToastRegion label="Notifications" closeLabel="Fermer" />);
      act(() => {
        toast.show({ title: 'Échec', text: 'Erreur réseau.', tone: 'error' });
      });
      act(() => jest.advanceTimersByTime(60_000));
      expect(screen.getByRole('alertdialog', { name: 'Échec' })).toHaveAccessibleDescription('Erreur réseau.');
      expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
