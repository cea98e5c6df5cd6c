import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../Button';
import { ConfirmDialog, Dialog, DialogTrigger } from '../Dialog';
import { TextField } from '../TextField';

function DeleteAccount({ onConfirm }: { onConfirm: () => void | Promise<unknown> }) {
  return (
    <>
      <button type="button">Before</button>
      <DialogTrigger>
        <Button variant="danger">Delete account</Button>
        <ConfirmDialog
          title="Delete your account?"
          body={<p>This cannot be undone.</p>}
          confirmLabel="Delete"
          cancelLabel="Cancel"
          tone="destructive"
          onConfirm={onConfirm}
        />
      </DialogTrigger>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('opens as a named alert dialog with focus on Cancel', async () => {
    render(<DeleteAccount onConfirm={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('button--danger');
  });

  it('Escape closes it and focus returns to the trigger', async () => {
    const onConfirm = jest.fn();
    render(<DeleteAccount onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: 'Delete account' });
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('traps focus: Tab cycles between its buttons and never reaches the page', async () => {
    render(<DeleteAccount onConfirm={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await screen.findByRole('alertdialog');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Delete' });
    await userEvent.tab();
    expect(confirm).toHaveFocus();
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('stays open and busy while the confirmation runs, then closes', async () => {
    let finish!: () => void;
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<DeleteAccount onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /Delete$/ })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('a failed confirmation keeps it open with the error shown', async () => {
    function Failing() {
      const [error, setError] = useState<string>();
      return (
        <ConfirmDialog
          isOpen
          title="Log out?"
          body="You will need to sign in again."
          confirmLabel="Log out"
          cancelLabel="Stay"
          errorMessage={error}
          onConfirm={() =>
            Promise.reject(new Error('offline')).catch((e) => {
              setError('Network error.');
              throw e;
            })
          }
        />
      );
    }
    render(<Failing />);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error.');
    expect(screen.getByRole('alertdialog', { name: 'Log out?' })).toBeInTheDocument();
  });
});

describe('Dialog', () => {
  it('holds custom content, closes through the render function and returns focus', async () => {
    render(
      <DialogTrigger>
        <Button>Confirm identity</Button>
        <Dialog title="Re-enter your password">
          {(close) => (
            <>
              <TextField label="Password" type="password" />
              <Button onPress={close}>Close</Button>
            </>
          )}
        </Dialog>
      </DialogTrigger>,
    );
    const trigger = screen.getByRole('button', { name: 'Confirm identity' });
    await userEvent.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Re-enter your password' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('controlled: Escape asks the owner to close', async () => {
    const onOpenChange = jest.fn();
    render(
      <Dialog title="Details" isOpen onOpenChange={onOpenChange}>
        <Button>Inside</Button>
      </Dialog>,
    );
    await screen.findByRole('dialog', { name: 'Details' });
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
