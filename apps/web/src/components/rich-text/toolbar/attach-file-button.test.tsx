import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AttachFileButton } from './attach-file-button.tsx';

function file(name: string, size: number, type: string): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

const MiB = 1024 * 1024;

function setup() {
  const onAttach = vi.fn();
  // The browser's accept filter is not what is tested: the button checks every file itself.
  const user = userEvent.setup({ applyAccept: false });
  render(<AttachFileButton onAttach={onAttach} />);
  const input = screen.getByTestId('attach-file-input') as HTMLInputElement;
  return { onAttach, user, input };
}

describe('AttachFileButton', () => {
  it('is a toolbar button named Attach file that opens the multi-file chooser', async () => {
    const { user, input } = setup();
    const click = vi.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: 'Attach file' }));
    expect(click).toHaveBeenCalled();
    expect(input).toHaveAttribute('type', 'file');
    expect(input.multiple).toBe(true);
  });

  it('passes on files from 1 byte to 20 MiB', async () => {
    const { user, input, onAttach } = setup();
    const smallest = file('one.pdf', 1, 'application/pdf');
    const largest = file('big.pdf', 20 * MiB, 'application/pdf');
    await user.upload(input, [smallest, largest]);
    expect(onAttach).toHaveBeenCalledWith([smallest, largest]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses an empty file, one byte over 20 MiB and a type not allowed, naming each with its message', async () => {
    const { user, input, onAttach } = setup();
    const good = file('good.pdf', 10, 'application/pdf');
    await user.upload(input, [
      file('empty.pdf', 0, 'application/pdf'),
      good,
      file('huge.pdf', 20 * MiB + 1, 'application/pdf'),
      file('tool.exe', 10, 'application/x-msdownload'),
    ]);
    expect(onAttach).toHaveBeenCalledTimes(1);
    expect(onAttach).toHaveBeenCalledWith([good]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('empty.pdf: Minimum file size is 1 byte');
    expect(alert).toHaveTextContent('huge.pdf: Maximum file size is 20 MiB');
    expect(alert).toHaveTextContent('tool.exe: This file type is not allowed');
  });

  it('passes nothing on when every file is refused, and the note can be dismissed', async () => {
    const { user, input, onAttach } = setup();
    await user.upload(input, file('huge.pdf', 20 * MiB + 1, 'application/pdf'));
    expect(onAttach).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Maximum file size is 20 MiB');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is disabled with the editor', () => {
    render(<AttachFileButton onAttach={vi.fn()} disabled />);
    expect(screen.getByRole('button', { name: 'Attach file' })).toBeDisabled();
  });
});
