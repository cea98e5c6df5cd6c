import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from '../Checkbox';
import { RadioGroup } from '../RadioGroup';
import { Select } from '../Select';

const countries = [
  { id: 'FR', label: 'France' },
  { id: 'CA', label: 'Canada' },
  { id: 'BE', label: 'Belgique' },
];

describe('Select', () => {
  it('is labelled, described by its error, and picks an option with the keyboard', async () => {
    const onChange = jest.fn();
    render(
      <Select label="Country" placeholder="Choose a country" options={countries} onChange={onChange} errorMessage="Choose your country." />,
    );
    const button = screen.getByRole('button', { name: /Country/ });
    expect(button).toHaveTextContent('Choose a country');
    expect(button).toHaveAccessibleDescription('Choose your country.');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Canada' }));
    expect(onChange).toHaveBeenCalledWith('CA');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it('shows the controlled value', () => {
    render(<Select label="Country" options={countries} value="BE" onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: /Country/ })).toHaveTextContent('Belgique');
  });
});

describe('Checkbox', () => {
  it('is a labelled checkbox toggled by click and Space', async () => {
    const onChange = jest.fn();
    render(<Checkbox onChange={onChange}>I accept the terms</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    await userEvent.click(screen.getByText('I accept the terms'));
    expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});

describe('RadioGroup', () => {
  it('is a labelled group whose arrows change the choice', async () => {
    const onChange = jest.fn();
    render(
      <RadioGroup
        label="Template"
        options={[
          { value: 'ats', label: 'ATS Optimized' },
          { value: 'modern', label: 'Modern Design' },
        ]}
        defaultValue="ats"
        onChange={onChange}
        errorMessage="Pick a template."
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Template' });
    expect(group).toHaveAccessibleDescription('Pick a template.');
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'ATS Optimized' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Modern Design' })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith('modern');
  });
});
