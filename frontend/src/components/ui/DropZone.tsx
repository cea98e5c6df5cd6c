import { useEffect, useId, useRef, type ReactNode } from 'react';
import { DropZone as AriaDropZone, Text, type DropItem, type FileDropItem } from 'react-aria-components';
import { Button } from './Button';
import { cx } from './cx';
import { openFilePicker, type FilePickerProblem } from './open-file-picker';
import './DropZone.css';
import './Field.css';

export interface DropZoneProps {
  /** The instruction, e.g. "Drag your resume here, or". Also names the drop target. */
  label: string;
  /** Text of the button that opens the file picker, e.g. "Choose a file". */
  chooseLabel: string;
  /** Called with the dropped or chosen file (the first one). The caller checks it and may set errorMessage. */
  onFile: (file: File) => void;
  /** Called when the file dialog would not open, or gave no answer in time: the caller says so (errorMessage). */
  onPickerProblem?: (problem: FilePickerProblem) => void;
  /** File types the picker offers: MIME types and/or extensions (".pdf"). Drops are not filtered: the caller explains a wrong type. */
  acceptedFileTypes?: readonly string[];
  /** e.g. "PDF, Word or JSON, up to 10 MB". */
  description?: string;
  /** Name of the file chosen so far, shown under the button. */
  fileName?: string;
  /** Shown as an alert under the zone (wrong type, too large...). */
  errorMessage?: string;
  isDisabled?: boolean;
  /** Extra content, e.g. an icon above the label. */
  icon?: ReactNode;
  className?: string;
}

const isFile = (item: DropItem): item is FileDropItem => item.kind === 'file';

/**
 * Where a file is dropped, with a keyboard- and click-reachable "choose a file" button
 * (a hidden <input type=file>, opened and watched by openFilePicker) for everyone who does not drag.
 */
export function DropZone({
  label,
  chooseLabel,
  onFile,
  onPickerProblem,
  acceptedFileTypes,
  description,
  fileName,
  errorMessage,
  isDisabled,
  icon,
  className,
}: DropZoneProps) {
  const describedBy = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const stopWatching = useRef<() => void>(undefined);
  useEffect(() => () => stopWatching.current?.(), []);
  const choose = () => {
    if (!input.current) return;
    stopWatching.current?.();
    stopWatching.current = openFilePicker(input.current, (problem) => onPickerProblem?.(problem));
  };
  return (
    <div className={cx('ui-dropzone-field', className)}>
      <AriaDropZone
        isDisabled={isDisabled}
        className={cx('ui-dropzone', errorMessage && 'ui-dropzone--invalid')}
        onDrop={async (event) => {
          const item = event.items.find(isFile);
          if (item) onFile(await item.getFile());
        }}
      >
        {icon && <div className="ui-dropzone__icon">{icon}</div>}
        <Text slot="label" className="ui-dropzone__label">
          {label}
        </Text>
        {/* Our own hidden input rather than React Aria's FileTrigger: opening the dialog through
            openFilePicker tells us when the browser refuses it or never answers. */}
        <input
          ref={input}
          type="file"
          hidden
          tabIndex={-1}
          accept={acceptedFileTypes?.join(',')}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) onFile(file);
          }}
        />
        <Button
          variant="secondary"
          isDisabled={isDisabled}
          onPress={choose}
          aria-describedby={cx(description && describedBy, errorMessage && errorId) || undefined}
        >
          {chooseLabel}
        </Button>
        {fileName && (
          <p className="ui-dropzone__file" data-testid="dropzone-file">
            {fileName}
          </p>
        )}
        {description && (
          <p id={describedBy} className="ui-dropzone__description">
            {description}
          </p>
        )}
      </AriaDropZone>
      {errorMessage && (
        <p id={errorId} role="alert" className="ui-field__error ui-dropzone__error">
          {errorMessage}
        </p>
      )}
    </div>
  );
}
