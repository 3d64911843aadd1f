import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilePicker, type FilePickerProps } from './file-picker.tsx';
import { formatFileSize, MEGABYTE } from './file-size.ts';

function file(name: string, size = 10): File {
  const f = new File(['x'], name, { type: 'text/plain' });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

function Harness(props: Partial<FilePickerProps>) {
  const [files, setFiles] = useState<File[]>([]);
  return <FilePicker label="Attachments" files={files} onFilesChange={setFiles} {...props} />;
}

function input(): HTMLInputElement {
  return screen.getByLabelText('Attachments');
}

function chosen(): string[] {
  return screen
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.file-picker__name')?.textContent ?? '');
}

describe('FilePicker', () => {
  it('adds chosen files and removes them again', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(input(), [file('a.txt', 2048), file('b.txt')]);
    expect(chosen()).toEqual(['a.txt', 'b.txt']);
    expect(screen.getByText('2 KB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove a.txt' }));
    expect(chosen()).toEqual(['b.txt']);
  });

  it('allows at most 5 files by default, counting those attached already', async () => {
    const user = userEvent.setup();
    const onLimitExceeded = vi.fn();
    render(<Harness existingCount={3} onLimitExceeded={onLimitExceeded} />);
    await user.upload(input(), [file('1.txt'), file('2.txt'), file('3.txt')]);
    expect(screen.getByRole('alert')).toHaveTextContent('You can attach at most 5 files.');
    expect(onLimitExceeded).toHaveBeenCalledWith('You can attach at most 5 files.');
    expect(chosen()).toEqual([]);

    await user.upload(input(), [file('1.txt'), file('2.txt')]);
    expect(chosen()).toEqual(['1.txt', '2.txt']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names another maximum in the error', async () => {
    const user = userEvent.setup();
    render(<Harness maxFiles={2} />);
    await user.upload(input(), [file('1.txt')]);
    await user.upload(input(), [file('2.txt'), file('3.txt')]);
    expect(screen.getByRole('alert')).toHaveTextContent('You can attach at most 2 files.');
    expect(chosen()).toEqual(['1.txt']);
  });

  it('turns away files over the size limit with the hint "File is larger than 100 MB"', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(input(), [file('small.txt'), file('huge.iso', 100 * MEGABYTE + 1)]);
    expect(chosen().filter((name) => name === 'small.txt')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('huge.iso');
    expect(screen.getByRole('alert')).toHaveTextContent('File is larger than 100 MB');
    expect(screen.getByRole('list', { name: 'Chosen files' })).not.toHaveTextContent('huge.iso');
  });

  it('takes the size limit as a prop', async () => {
    const user = userEvent.setup();
    render(<Harness maxSizeBytes={20 * MEGABYTE} />);
    await user.upload(input(), [file('video.mp4', 25 * MEGABYTE)]);
    expect(screen.getByRole('alert')).toHaveTextContent('File is larger than 20 MB');
  });
});

describe('formatFileSize', () => {
  it('uses the largest fitting unit', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(100 * MEGABYTE)).toBe('100 MB');
    expect(formatFileSize(3 * 1024 * MEGABYTE)).toBe('3 GB');
  });
});
