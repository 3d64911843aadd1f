// File chooser with a count limit that includes already attached files (5 by default) and a size limit
// (100 MB by default); files over the size limit are not taken and are named with a hint.
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize, MEGABYTE } from './file-size.ts';

/** Spec 001 §9: file max default 5, size hint 100 MB. */
export const FILE_PICKER_DEFAULT_MAX_FILES = 5;
export const FILE_PICKER_DEFAULT_MAX_SIZE_BYTES = 100 * MEGABYTE;

export interface FilePickerProps {
  label: string;
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  /** Files attached earlier that count towards the maximum. */
  existingCount?: number;
  maxFiles?: number;
  maxSizeBytes?: number;
  accept?: string;
  disabled?: boolean;
  /** Also told when too many files were chosen, e.g. to raise a toast. */
  onLimitExceeded?: (message: string) => void;
}

export function FilePicker({
  label,
  files,
  onFilesChange,
  existingCount = 0,
  maxFiles = FILE_PICKER_DEFAULT_MAX_FILES,
  maxSizeBytes = FILE_PICKER_DEFAULT_MAX_SIZE_BYTES,
  accept,
  disabled = false,
  onLimitExceeded,
}: FilePickerProps) {
  const { t } = useTranslation('widgets');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [countError, setCountError] = useState<string>();
  const [oversized, setOversized] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);

  const add = (picked: File[]) => {
    if (picked.length === 0) return;
    if (existingCount + files.length + picked.length > maxFiles) {
      const message = t('filePicker.tooMany', { count: maxFiles });
      setCountError(message);
      setOversized([]);
      onLimitExceeded?.(message);
      return;
    }
    setCountError(undefined);
    setOversized(picked.filter((file) => file.size > maxSizeBytes).map((file) => file.name));
    const accepted = picked.filter((file) => file.size <= maxSizeBytes);
    if (accepted.length > 0) onFilesChange([...files, ...accepted]);
  };

  const remove = (index: number) => {
    setCountError(undefined);
    onFilesChange(files.filter((_, i) => i !== index));
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add(Array.from(event.dataTransfer.files));
  };

  const tooLarge = t('filePicker.tooLarge', { size: formatFileSize(maxSizeBytes) });
  return (
    <div className="file-picker">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the button does the same from the keyboard */}
      <div
        className={dragging ? 'file-picker__zone file-picker__zone--active' : 'file-picker__zone'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <label htmlFor={inputId} className="file-picker__label">
          {label}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          accept={accept}
          disabled={disabled}
          className="visually-hidden"
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <button
          type="button"
          className="button"
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
        >
          {t('filePicker.browse')}
        </button>
        <span className="field__hint">
          {t('filePicker.limits', { count: maxFiles, size: formatFileSize(maxSizeBytes) })}
        </span>
      </div>
      {countError && (
        <p className="field__error" role="alert">
          {countError}
        </p>
      )}
      {oversized.length > 0 && (
        <ul className="file-picker__rejected" role="alert">
          {oversized.map((name) => (
            <li key={name}>
              <span className="file-picker__name">{name}</span>
              <span className="field__error">{tooLarge}</span>
            </li>
          ))}
        </ul>
      )}
      {files.length > 0 && (
        <ul className="file-picker__list" aria-label={t('filePicker.chosen')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="file-picker__item">
              <span className="file-picker__name">{file.name}</span>
              <span className="file-picker__size">{formatFileSize(file.size)}</span>
              <button
                type="button"
                className="button button--ghost file-picker__remove"
                aria-label={t('filePicker.remove', { name: file.name })}
                onClick={() => remove(index)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
