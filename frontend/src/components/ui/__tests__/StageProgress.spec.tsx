import { render, screen, within } from '@testing-library/react';
import { StageProgress, type ProgressStage } from '../StageProgress';

const stateLabels = { done: 'done', current: 'in progress', pending: 'to come', failed: 'failed' };
const stages: ProgressStage[] = [
  { id: 'upload', label: 'Uploading', state: 'done' },
  { id: 'extract', label: 'Extracting text', state: 'current' },
  { id: 'render', label: 'Rendering', state: 'pending' },
];

describe('StageProgress', () => {
  it('marks the current stage with aria-current and says every state', () => {
    render(<StageProgress label="Preparing your resume" stages={stages} value={40} status="Extracting text…" stateLabels={stateLabels} />);
    const list = screen.getByRole('list', { name: 'Preparing your resume' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(items[0]).toHaveTextContent('Uploading: done');
    expect(items[1]).toHaveTextContent('Extracting text: in progress');
    expect(items[2]).toHaveTextContent('Rendering: to come');
  });

  it('has a named progress bar with its value, and a live status line', () => {
    const { rerender } = render(
      <StageProgress label="Preparing your resume" stages={stages} value={40} status="Extracting text…" stateLabels={stateLabels} />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Preparing your resume' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Extracting text…');
    rerender(<StageProgress label="Preparing your resume" stages={stages} value={null} status="Rendering…" stateLabels={stateLabels} />);
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(status).toHaveTextContent('Rendering…');
  });

  it('shows a failed stage as failed', () => {
    render(<StageProgress label="Tailoring" stages={[{ id: 'a', label: 'Matching', state: 'failed' }]} stateLabels={stateLabels} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Matching: failed');
    expect(screen.getByRole('listitem')).not.toHaveAttribute('aria-current');
  });
});
