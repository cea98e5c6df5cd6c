import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DropZone } from '../DropZone';
import { FILE_SELECTION_TIMEOUT_MS } from '../open-file-picker';

const pdf = () => new File(['%PDF-1.7'], 'resume.pdf', { type: 'application/pdf' });

function renderZone(props: Partial<Parameters<typeof DropZone>[0]> = {}) {
  const onFile = jest.fn();
  const utils = render(
    <DropZone
      label="Drag your resume here, or"
      chooseLabel="Choose a file"
      acceptedFileTypes={['.pdf', 'application/pdf']}
      description="PDF, up to 10 MB"
      onFile={onFile}
      {...props}
    />,
  );
  return { onFile, ...utils };
}

describe('DropZone', () => {
  it('its button is reachable by keyboard and opens the file picker', async () => {
    const { container } = renderZone();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('accept', '.pdf,application/pdf');
    const openPicker = jest.spyOn(input, 'click');
    const button = screen.getByRole('button', { name: 'Choose a file' });
    expect(button).toHaveAccessibleDescription('PDF, up to 10 MB');
    // Tab past React Aria's hidden drop button (for keyboard drag and drop) to the picker button.
    for (let i = 0; i < 3 && document.activeElement !== button; i++) await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(openPicker).toHaveBeenCalled();
  });

  it('hands a chosen file to onFile', async () => {
    const { container, onFile } = renderZone();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = pdf();
    await userEvent.upload(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
  });

  it('hands a dropped file to onFile', async () => {
    const { onFile } = renderZone();
    const file = pdf();
    const zone = screen.getByText('Drag your resume here, or').closest('.ui-dropzone')!;
    // jsdom has no DataTransfer: this stands in with what React Aria reads from a real drop.
    const dataTransfer = {
      dropEffect: 'none',
      effectAllowed: 'all',
      types: ['Files'],
      files: [file],
      items: [{ kind: 'file', type: file.type, getAsFile: () => file, getAsString: () => undefined }],
      getData: () => '',
    };
    fireEvent.dragEnter(zone, { dataTransfer, clientX: 5, clientY: 5 });
    fireEvent.dragOver(zone, { dataTransfer, clientX: 5, clientY: 5 });
    fireEvent.drop(zone, { dataTransfer, clientX: 5, clientY: 5 });
    await waitFor(() => expect(onFile).toHaveBeenCalledTimes(1));
    expect(onFile.mock.calls[0][0]).toMatchObject({ name: 'resume.pdf', type: 'application/pdf' });
  });

  it('shows the chosen file name and an error as an alert tied to the button', () => {
    renderZone({ fileName: 'cv.docx', errorMessage: 'Only PDF files.' });
    expect(screen.getByText('cv.docx')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Only PDF files.');
    expect(screen.getByRole('button', { name: 'Choose a file' })).toHaveAccessibleDescription(expect.stringContaining('Only PDF files.'));
  });

  describe('when the file dialog does not answer', () => {
    afterEach(() => jest.useRealTimers());

    it('reports a dialog the browser refuses to open, without falling back to a silent click', async () => {
      const onPickerProblem = jest.fn();
      const { container } = renderZone({ onPickerProblem });
      const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
      input.showPicker = () => {
        throw new DOMException('File chooser dialog can only be shown with a user activation.', 'NotAllowedError');
      };
      const click = jest.spyOn(input, 'click');
      await userEvent.click(screen.getByRole('button', { name: 'Choose a file' }));
      expect(onPickerProblem).toHaveBeenCalledWith('failed');
      expect(click).not.toHaveBeenCalled();
    });

    it('reports a dialog left without an answer, and still takes a file chosen after that', async () => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const onPickerProblem = jest.fn();
      const { container, onFile } = renderZone({ onPickerProblem });
      const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
      await user.click(screen.getByRole('button', { name: 'Choose a file' }));
      jest.advanceTimersByTime(FILE_SELECTION_TIMEOUT_MS - 1);
      expect(onPickerProblem).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(onPickerProblem).toHaveBeenCalledWith('timeout');
      const file = pdf();
      await user.upload(input, file);
      expect(onFile).toHaveBeenCalledWith(file);
    });

    it('stops waiting once the dialog is dismissed', async () => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const onPickerProblem = jest.fn();
      const { container } = renderZone({ onPickerProblem });
      const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
      await user.click(screen.getByRole('button', { name: 'Choose a file' }));
      input.dispatchEvent(new Event('cancel'));
      jest.advanceTimersByTime(FILE_SELECTION_TIMEOUT_MS * 2);
      expect(onPickerProblem).not.toHaveBeenCalled();
    });
  });
});
