import '../test-support/dom-polyfills.ts';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast-provider.tsx';

let api: ReturnType<typeof useToast>;
function Capture() {
  api = useToast();
  return null;
}

function renderToasts() {
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
}

describe('ToastProvider', () => {
  it('shows a toast with its title and description', () => {
    renderToasts();
    act(() => {
      api.show({ kind: 'success', title: 'Device restarted', description: 'WS-01 is back online.' });
    });
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveClass('toast--success');
    expect(toast).toHaveTextContent('Device restarted');
    expect(toast).toHaveTextContent('WS-01 is back online.');
  });

  it('shows progress and keeps the toast until the work is done', async () => {
    renderToasts();
    let id = 0;
    act(() => {
      id = api.show({ title: 'Uploading', progress: 40 });
    });
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar).toHaveAttribute('value', '40');
    act(() => api.update(id, { progress: 90 }));
    expect(screen.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute('value', '90');
    act(() => api.dismiss(id));
    await waitFor(() => expect(screen.queryByTestId('toast')).not.toBeInTheDocument());
  });

  it('is dismissed with its Close button', async () => {
    const user = userEvent.setup();
    renderToasts();
    act(() => {
      api.show({ kind: 'error', title: 'Restart failed' });
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Restart failed')).not.toBeInTheDocument());
  });

  it('needs a provider', () => {
    function Orphan() {
      useToast();
      return null;
    }
    const silence = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow('useToast needs a ToastProvider');
    silence.mockRestore();
  });
});
