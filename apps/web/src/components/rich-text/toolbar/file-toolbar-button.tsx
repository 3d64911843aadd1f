// A toolbar button that opens a hidden file chooser and hands over the files picked (the image and
// attachment buttons); the input is cleared each time, so choosing the same file again still counts.
import { type ReactNode, useRef } from 'react';
import { ToolbarButton } from './toolbar-button.tsx';

export interface FileToolbarButtonProps {
  label: string;
  icon: ReactNode;
  accept: string;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  testId: string;
}

export function FileToolbarButton({
  label,
  icon,
  accept,
  onFiles,
  disabled = false,
  testId,
}: FileToolbarButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <ToolbarButton
        label={label}
        icon={icon}
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
      />
      <input
        ref={inputRef}
        type="file"
        multiple
        hidden
        accept={accept}
        tabIndex={-1}
        data-testid={testId}
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
