// The backup get-started panel, its 'Backup' modal and the demo request: prefilled from the session,
// validated, and 'Demo request sent' whether the call succeeds or fails.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer } from '../../help/testing/mock-api.ts';
import { sessionFixture } from '../browser/testing/fixtures.ts';
import { renderBackup } from '../browser/testing/render-backup.tsx';
import { GetStartedModal, useBackupGate } from './get-started-modal.tsx';
import { GetStartedPanel } from './get-started-panel.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const demoPath = '/api/division/promotion/backup';
const features = [
  'Full image backup',
  'Document, file and folder backup',
  'Cloud-only, local-only and hybrid storage',
  'End-user self-service file restore',
  'Fast file restore',
  'Bare metal restore',
];

describe('GetStartedPanel', () => {
  it('shows the title, the feature list and Request Demo; no video without a configured address', () => {
    renderBackup(<GetStartedPanel />);
    expect(screen.getByRole('heading', { name: 'Get started in a few easy steps' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Backup features' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(features);
    expect(screen.getByRole('button', { name: 'Request Demo' })).toBeInTheDocument();
    expect(screen.queryByTitle('Backup overview')).not.toBeInTheDocument();
  });

  it('embeds the video of the branding, and never a non-web address', () => {
    const { unmount } = renderBackup(<GetStartedPanel />, {
      session: sessionFixture({ backupVideoUrl: 'https://video.example.com/embed/backup' }),
    });
    expect(screen.getByTitle('Backup overview')).toHaveAttribute(
      'src',
      'https://video.example.com/embed/backup',
    );
    unmount();
    renderBackup(<GetStartedPanel />, { session: sessionFixture({ backupVideoUrl: 'javascript:alert(1)' }) });
    expect(screen.queryByTitle('Backup overview')).not.toBeInTheDocument();
  });

  it('sends the demo request with the prefilled name and email, then says it was sent', async () => {
    const { user, api } = renderBackup(<GetStartedPanel />, {
      routes: { [`POST ${demoPath}`]: { body: { ok: true } } },
    });
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Demo' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Ada Admin');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('dialog', { name: 'Demo request sent' })).toHaveTextContent(
      'A Product Specialist will reach out to you by email.',
    );
    expect(api.callsTo('POST', demoPath)[0]?.body).toEqual({
      userName: 'Ada Admin',
      userEmail: 'ada@example.com',
    });
  });

  it('still says the demo request was sent when the call fails, and logs the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderBackup(<GetStartedPanel />, {
      routes: { [`POST ${demoPath}`]: errorAnswer(502, 'BAD_GATEWAY', 'Mail server unavailable') },
    });
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Demo request sent' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('requires a name and a valid email before sending', async () => {
    const { user, api } = renderBackup(<GetStartedPanel />, {
      routes: { [`POST ${demoPath}`]: { body: { ok: true } } },
    });
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Demo' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(api.callsTo('POST', demoPath)).toHaveLength(0);
  });
});

function GuardedAction({ onRun }: { onRun: () => void }) {
  const gate = useBackupGate();
  return (
    <>
      <button type="button" onClick={gate.guard(onRun)}>
        Back up now
      </button>
      {gate.modal}
    </>
  );
}

describe('GetStartedModal', () => {
  it("is titled 'Backup' and does not close on Escape", async () => {
    const onClose = vi.fn();
    const { user } = renderBackup(<GetStartedModal open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Backup' });
    expect(within(dialog).getByText('Get started in a few easy steps')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Backup' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('opens instead of a backup action while backup is not enabled', async () => {
    const onRun = vi.fn();
    const off = renderBackup(<GuardedAction onRun={onRun} />, {
      session: sessionFixture({ flags: { backup_enabled: false } }),
    });
    await off.user.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByRole('dialog', { name: 'Backup' })).toBeInTheDocument();
    expect(onRun).not.toHaveBeenCalled();
    off.unmount();

    const on = renderBackup(<GuardedAction onRun={onRun} />);
    await on.user.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(onRun).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog', { name: 'Backup' })).not.toBeInTheDocument();
  });
});
