import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Menu, MenuItem, MenuSection, MenuSeparator } from '../Menu';

function AccountMenu({ onAction = jest.fn() }: { onAction?: (id: string) => void }) {
  return (
    <Menu trigger="Léa" onAction={onAction}>
      <MenuSection title="Account">
        <MenuItem href="/account">My Account</MenuItem>
        <MenuItem id="language" detail="English">
          Language
        </MenuItem>
      </MenuSection>
      <MenuSeparator />
      <MenuItem id="logout">Log Out</MenuItem>
      <MenuItem id="delete" tone="danger">
        Delete Account
      </MenuItem>
    </Menu>
  );
}

describe('Menu', () => {
  it('opens from its button with the keyboard and moves with the arrows', async () => {
    render(<AccountMenu />);
    const trigger = screen.getByRole('button', { name: 'Léa' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', { name: 'Léa' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['My Account', 'LanguageEnglish', 'Log Out', 'Delete Account']);
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    expect(menu).toContainElement(screen.getByRole('separator'));
    expect(screen.getByRole('group', { name: 'Account' })).toBeInTheDocument();
  });

  it('Escape closes it and focus returns to the trigger', async () => {
    render(<AccountMenu />);
    const trigger = screen.getByRole('button', { name: 'Léa' });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('reports the chosen action and closes; link items are links', async () => {
    const onAction = jest.fn();
    render(<AccountMenu onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'Léa' }));
    expect(screen.getByRole('menuitem', { name: 'My Account' })).toHaveAttribute('href', '/account');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log Out' }));
    expect(onAction).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
