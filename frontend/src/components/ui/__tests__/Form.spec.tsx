import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { Form, FormError } from '../Form';
import { TextField } from '../TextField';

function SignUp({ onValid }: { onValid: () => void }) {
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  function submit(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const next = {
      name: data.get('name') ? undefined : 'Enter your name.',
      email: String(data.get('email')).includes('@') ? undefined : 'Enter a valid e-mail address.',
    };
    setErrors(next);
    if (!next.name && !next.email) onValid();
  }
  const list = [errors.name, errors.email].filter((e): e is string => Boolean(e));
  return (
    <Form onSubmit={submit}>
      <FormError title={list.length ? 'Please fix the fields below.' : undefined} errors={list} />
      <TextField label="Name" name="name" errorMessage={errors.name} />
      <TextField label="E-mail" name="email" type="email" errorMessage={errors.email} />
      <Button type="submit">Create account</Button>
    </Form>
  );
}

describe('Form', () => {
  it('on a failed submit: summary alert, and focus on the first invalid field', async () => {
    const onValid = jest.fn();
    render(<SignUp onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Léa');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please fix the fields below.');
    expect(alert).toHaveTextContent('Enter a valid e-mail address.');
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('a valid submit calls through without any alert', async () => {
    const onValid = jest.fn();
    render(<SignUp onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Léa');
    await userEvent.type(screen.getByLabelText('E-mail'), 'lea@example.fr');
    await userEvent.keyboard('{Enter}');
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows server-side errors by field name', () => {
    render(
      <Form onSubmit={jest.fn()} validationErrors={{ email: 'This e-mail is already used.' }}>
        <TextField label="E-mail" name="email" />
      </Form>,
    );
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('This e-mail is already used.');
  });
});

describe('FormError', () => {
  it('renders nothing without errors', () => {
    const { container } = render(<FormError />);
    expect(container).toBeEmptyDOMElement();
  });
});
