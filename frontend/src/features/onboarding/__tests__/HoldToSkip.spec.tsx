import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOLD_MS, HoldToSkip } from '../components/HoldToSkip';

const props = { label: 'Hold to skip', hint: 'Hold it', confirmLabel: 'Skip all questions', cancelLabel: 'Cancel' };

describe('HoldToSkip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('skips only when held for the whole time, showing the fill while held', () => {
    const onSkip = jest.fn();
    render(<HoldToSkip {...props} onSkip={onSkip} />);
    const hold = screen.getByRole('button', { name: 'Hold to skip' });
    fireEvent.pointerDown(hold);
    expect(hold).toHaveClass('flow-skip__hold--holding');
    act(() => jest.advanceTimersByTime(HOLD_MS / 2));
    fireEvent.pointerUp(hold);
    expect(hold).not.toHaveClass('flow-skip__hold--holding');
    act(() => jest.advanceTimersByTime(HOLD_MS));
    expect(onSkip).not.toHaveBeenCalled();
    fireEvent.pointerDown(hold);
    act(() => jest.advanceTimersByTime(HOLD_MS));
    expect(onSkip).toHaveBeenCalledTimes(1);
  });

  it('works with Space or Enter held down, and a key released early cancels', () => {
    const onSkip = jest.fn();
    render(<HoldToSkip {...props} onSkip={onSkip} />);
    const hold = screen.getByRole('button', { name: 'Hold to skip' });
    fireEvent.keyDown(hold, { key: 'Enter' });
    fireEvent.keyUp(hold, { key: 'Enter' });
    act(() => jest.advanceTimersByTime(HOLD_MS));
    expect(onSkip).not.toHaveBeenCalled();
    fireEvent.keyDown(hold, { key: ' ' });
    fireEvent.keyDown(hold, { key: ' ', repeat: true });
    act(() => jest.advanceTimersByTime(HOLD_MS));
    expect(onSkip).toHaveBeenCalledTimes(1);
  });

  it('offers screen-reader users a plain button that asks for confirmation', async () => {
    jest.useRealTimers();
    const onSkip = jest.fn();
    render(<HoldToSkip {...props} onSkip={onSkip} />);
    await userEvent.click(screen.getByRole('button', { name: 'Skip all questions' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(onSkip).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip all questions' }));
    expect(onSkip).toHaveBeenCalledTimes(1);
  });
});
