// The inline image viewer: the image in a dialog, saved under its name by Download, and the spec's two
// errors when the image does not load or cannot be downloaded.
import '../test-support/dom-polyfills.ts';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InlineImageViewer } from './inline-image-viewer.tsx';

const SRC = 'https://files.example/signed/chart.png?sig=1';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderViewer() {
  const onOpenChange = vi.fn();
  render(<InlineImageViewer src={SRC} name="chart.png" open onOpenChange={onOpenChange} />);
  return onOpenChange;
}

describe('InlineImageViewer', () => {
  it('downloads the image under its name', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ({ ok: true, status: 200, blob: async () => new Blob(['png']) }) as Response),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    renderViewer();

    expect(screen.getByRole('dialog', { name: 'chart.png' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'chart.png' })).toHaveAttribute('src', SRC);
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));

    expect(fetch).toHaveBeenCalledWith(SRC, { method: 'GET' });
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toMatchObject({ download: 'chart.png', href: 'blob:http://localhost/1' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Error while downloading image.' when the download fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ({ ok: false, status: 403 }) as Response),
    );
    renderViewer();

    await userEvent.click(screen.getByRole('button', { name: 'Download' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error while downloading image.');
  });

  it("says 'Failed to load inline image' when the image does not load", async () => {
    renderViewer();

    fireEvent.error(screen.getByRole('img', { name: 'chart.png' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load inline image');
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
  });
});
