import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PasswordField, TextArea, TextField } from '../TextField';

describe('TextField', () => {
  it('associates the label and describes the field with its help text', () => {
    render(<TextField label="E-mail" type="email" description="We never share it." />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAccessibleDescription('We never share it.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('an error message makes it invalid and is announced with it', () => {
    render(<TextField label="E-mail" description="Work or personal." errorMessage="Enter a valid e-mail address." />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Enter a valid e-mail address.'));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Work or personal.'));
  });

  it('reports typed text', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextField label="First name" value={value} onChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByLabelText('First name'), 'Léa');
    expect(screen.getByRole('status')).toHaveTextContent('Léa');
  });

  it('shows a required hint after the label when given', () => {
    render(<TextField label="Phone" type="tel" isRequired requiredHint="(required)" />);
    expect(screen.getByLabelText(/Phone/)).toHaveAttribute('type', 'tel');
    expect(screen.getByText('(required)')).toBeInTheDocument();
  });
});

describe('PasswordField', () => {
  it('hides the password until the labelled toggle is pressed', async () => {
    render(<PasswordField label="Password" showPasswordLabel="Show password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('takes an autoComplete for new passwords and describes its error', () => {
    render(<PasswordField label="Password" showPasswordLabel="Show" autoComplete="new-password" errorMessage="At least 6 characters." />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least 6 characters.');
  });
});

describe('TextArea', () => {
  it('is a labelled multi-line box with its error described', () => {
    render(<TextArea label="Job description" errorMessage="Paste the job description." />);
    const box = screen.getByRole('textbox', { name: 'Job description' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAccessibleDescription('Paste the job description.');
  });
});
