import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommentAttachment } from '@warden/domain';
import { describe, expect, it, vi } from 'vitest';
import { AttachmentGrid } from './attachment-grid.tsx';

function attachment(id: number, over: Partial<CommentAttachment> = {}): CommentAttachment {
  const name = over.name ?? `file-${id}.pdf`;
  return {
    id,
    name,
    contentType: 'application/pdf',
    size: 2048,
    uploadStatus: 'READY',
    metadata: { name, contentId: null, inline: false },
    ...over,
  };
}

const signed = (id: number) => `/api/attachments/download?token=signed-${id}`;
const okFetcher = () => vi.fn(async (id: number) => signed(id));

describe('AttachmentGrid', () => {
  it('lays the cards out in 4 columns', async () => {
    const attachments = [1, 2, 3, 4, 5].map((id) => attachment(id));
    render(<AttachmentGrid attachments={attachments} getSignedUrl={okFetcher()} />);
    const grid = screen.getByRole('list', { name: 'Attachments' });
    expect(grid).toHaveClass('attachment-grid');
    expect(grid.style.gridTemplateColumns).toBe('repeat(4, minmax(0, 1fr))');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(5);
  });

  it('leaves out inline attachments and asks no link for them', async () => {
    const getSignedUrl = okFetcher();
    const inline = attachment(2, {
      name: 'pasted.png',
      contentType: 'image/png',
      metadata: { name: 'pasted.png', contentId: 'tok-2', inline: true },
    });
    render(<AttachmentGrid attachments={[attachment(1), inline]} getSignedUrl={getSignedUrl} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('pasted.png')).not.toBeInTheDocument();
    await waitFor(() => expect(getSignedUrl).toHaveBeenCalledTimes(1));
    expect(getSignedUrl).toHaveBeenCalledWith(1);
  });

  it('shows nothing when every attachment is inline', () => {
    const inline = attachment(2, { metadata: { name: 'a.png', contentId: 't', inline: true } });
    const { container } = render(<AttachmentGrid attachments={[inline]} getSignedUrl={okFetcher()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a processing placeholder while the file is PROCESSING and asks no link', async () => {
    const getSignedUrl = okFetcher();
    render(
      <AttachmentGrid
        attachments={[attachment(3, { name: 'big.zip', uploadStatus: 'PROCESSING' })]}
        getSignedUrl={getSignedUrl}
      />,
    );
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('status')).toHaveTextContent('Processing…');
    expect(card).toHaveTextContent('big.zip');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(getSignedUrl).not.toHaveBeenCalled();
  });

  it('shows an image thumbnail from the signed link and a file icon with name and size otherwise', async () => {
    const photo = attachment(4, { name: 'photo.jpg', contentType: 'image/jpeg', size: 1536 });
    const { container } = render(
      <AttachmentGrid
        attachments={[photo, attachment(5, { name: 'notes.txt' })]}
        getSignedUrl={okFetcher()}
      />,
    );
    await waitFor(() => expect(container.querySelector('img')).toHaveAttribute('src', signed(4)));
    const notes = screen.getByRole('button', { name: 'Preview notes.txt' });
    expect(notes).toHaveTextContent('notes.txt');
    expect(notes).toHaveTextContent('2 KB');
    expect(notes.querySelector('.attachment-icon')).toHaveTextContent('TXT');
  });

  it('shows the fallback icon and reports the error when the signed link fails', async () => {
    const failure = new Error('refused');
    const onError = vi.fn();
    render(
      <AttachmentGrid
        attachments={[attachment(6, { name: 'gone.pdf' })]}
        getSignedUrl={vi.fn(async () => Promise.reject(failure))}
        onError={onError}
      />,
    );
    expect(await screen.findByRole('img', { name: 'gone.pdf could not be loaded' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(failure);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('opens a preview whose Download link is the signed link', async () => {
    const user = userEvent.setup();
    const getSignedUrl = okFetcher();
    render(
      <AttachmentGrid
        attachments={[attachment(7, { name: 'report.pdf', size: 3 * 1024 * 1024 })]}
        getSignedUrl={getSignedUrl}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Preview report.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'report.pdf' });
    const download = await within(dialog).findByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', signed(7));
    expect(download).toHaveAttribute('download', 'report.pdf');
    expect(dialog).toHaveTextContent('application/pdf');
    expect(dialog).toHaveTextContent('3 MB');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('previews an image in the dialog', async () => {
    const user = userEvent.setup();
    render(
      <AttachmentGrid
        attachments={[attachment(8, { name: 'shot.png', contentType: 'image/png' })]}
        getSignedUrl={okFetcher()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Preview shot.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'shot.png' });
    expect(await within(dialog).findByRole('img', { name: 'shot.png' })).toHaveAttribute('src', signed(8));
  });
});
