import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ButtonLink } from '../Button';

describe('Button', () => {
  it('is a button named by its text, pressed by mouse and keyboard', async () => {
    const onPress = jest.fn();
    render(<Button onPress={onPress}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('while pending: busy, shows a spinner, ignores presses, keeps focus', async () => {
    const onPress = jest.fn();
    const { container } = render(
      <Button isPending onPress={onPress} variant="danger">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Delete/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.ui-spinner')).not.toBeNull();
    await userEvent.tab();
    expect(button).toHaveFocus(); // still reachable, unlike a disabled button
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('carries the variant and size in its classes', () => {
    render(
      <Button variant="secondary" size="sm" fullWidth>
        Cancel
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveClass('button', 'button--secondary', 'button--sm', 'button--full');
  });

  it('ButtonLink is a link with the button look', () => {
    render(<ButtonLink href="/fr/">Français</ButtonLink>);
    const link = screen.getByRole('link', { name: 'Français' });
    expect(link).toHaveAttribute('href', '/fr/');
    expect(link).toHaveClass('button', 'button--primary');
  });
});
