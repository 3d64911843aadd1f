// The device folder tree: top level first with 'C:/' (or '/') opened by itself, children on
// expansion, checks spreading down and half-checked parents, 'Load More' at 1000 entries, and
// 'Directory listing unavailable.' when the device cannot answer.
import { screen, waitFor, within } from '@testing-library/react';
import type { DeviceFolderEntry, OsFamily } from '@warden/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, errorAnswer, type RecordedCall } from '../../../help/testing/mock-api.ts';
import { useFolderTree } from '../hooks/use-folder-tree.ts';
import { renderDialog } from '../testing/render-dialog.tsx';
import { FolderTree } from './folder-tree.tsx';

afterEach(() => vi.unstubAllGlobals());

const folder = (path: string): DeviceFolderEntry => ({
  name: path.split('/').filter(Boolean).pop() ?? path,
  path,
  type: 'folder',
});
const listing = (entries: DeviceFolderEntry[], nextCursor: string | null = null) => ({
  body: { entries, nextCursor },
});

function Harness({
  family,
  onSelect = () => {},
  checkable = true,
}: {
  family: OsFamily;
  onSelect?: (p: string) => void;
  checkable?: boolean;
}) {
  const tree = useFolderTree(8, family);
  return (
    <FolderTree
      label="Folders"
      state={tree.state}
      checkStates={tree.checkStates}
      selectedPath={null}
      onSelect={onSelect}
      onToggle={tree.toggle}
      onLoadMore={tree.loadMore}
      onCheck={checkable ? tree.check : undefined}
    />
  );
}

const folderPath = 'GET /api/backup/nodes/8/device-folders';
function serveFolders(byPath: Record<string, Answer>) {
  return {
    [folderPath]: (call: RecordedCall) => {
      const key = `${call.query.get('path') ?? ''}${call.query.get('cursor') ? `#${call.query.get('cursor')}` : ''}`;
      const answer = byPath[key];
      if (!answer) return errorAnswer(404, 'NOT_FOUND', `no listing for ${key}`);
      return typeof answer === 'function' ? answer(call) : answer;
    },
  };
}

const windows = {
  '': listing([
    { name: 'C:/', path: 'C:/', type: 'volume' },
    { name: 'D:/', path: 'D:/', type: 'volume' },
  ]),
  'C:/': listing([
    folder('C:/Users'),
    folder('C:/Data'),
    { name: 'boot.ini', path: 'C:/boot.ini', type: 'file' },
  ]),
  'C:/Users': listing([folder('C:/Users/ada'), folder('C:/Users/bob')]),
};

describe('FolderTree', () => {
  it("opens 'C:/' by itself on Windows and loads a folder's children when it is expanded", async () => {
    const { user, api } = renderDialog(<Harness family="windows" />, { routes: serveFolders(windows) });
    expect(await screen.findByRole('button', { name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collapse C:/' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Expand D:/' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('boot.ini')).not.toBeInTheDocument();
    expect(api.calls.map((c) => c.query.get('path'))).toEqual([null, 'C:/']);

    await user.click(screen.getByRole('button', { name: 'Expand Users' }));
    expect(await screen.findByRole('button', { name: 'ada' })).toBeInTheDocument();
    expect(api.calls.map((c) => c.query.get('path'))).toEqual([null, 'C:/', 'C:/Users']);
  });

  it("opens '/' by itself on a Mac", async () => {
    renderDialog(<Harness family="mac" />, {
      routes: serveFolders({
        '': listing([{ name: '/', path: '/', type: 'volume' }]),
        '/': listing([folder('/Users')]),
      }),
    });
    expect(await screen.findByRole('button', { name: 'Users' })).toBeInTheDocument();
  });

  it('checks children with their parent and half-checks the parents above', async () => {
    const { user } = renderDialog(<Harness family="windows" />, { routes: serveFolders(windows) });
    await user.click(await screen.findByRole('button', { name: 'Expand Users' }));
    await screen.findByRole('button', { name: 'ada' });

    await user.click(screen.getByRole('checkbox', { name: 'Check Users' }));
    expect(screen.getByRole('checkbox', { name: 'Check ada' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Check bob' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Check C:/' })).toHaveAttribute(
      'data-state',
      'indeterminate',
    );
    expect(screen.getByRole('checkbox', { name: 'Check Data' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Check bob' }));
    expect(screen.getByRole('checkbox', { name: 'Check Users' })).toHaveAttribute(
      'data-state',
      'indeterminate',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Check ada' }));
    expect(screen.getByRole('checkbox', { name: 'Check Users' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Check C:/' })).toHaveAttribute('data-state', 'unchecked');
  });

  // A thousand rows are slow to render in jsdom: these look rows up by text and allow more time.
  const SLOW = 30_000;
  it(
    "offers 'Load More' when a listing reaches 1000 entries and appends the next page",
    async () => {
      const many = Array.from({ length: 1000 }, (_, i) => folder(`C:/Data/f${String(i).padStart(4, '0')}`));
      const { user, api } = renderDialog(<Harness family="windows" checkable={false} />, {
        routes: serveFolders({
          ...windows,
          'C:/Data': listing(many, '1000'),
          'C:/Data#1000': listing([folder('C:/Data/zz-last')]),
        }),
      });
      await user.click(await screen.findByRole('button', { name: 'Expand Data' }));
      await screen.findByText('f0999');
      expect(screen.getAllByText('Load More')).toHaveLength(1);
      await user.click(screen.getByText('Load More'));
      expect(await screen.findByText('zz-last')).toBeInTheDocument();
      expect(api.calls.at(-1)!.query.get('cursor')).toBe('1000');
      expect(screen.queryByText('Load More')).not.toBeInTheDocument();
    },
    SLOW,
  );

  it("says 'Directory listing unavailable.' where the device does not answer", async () => {
    const unavailable = errorAnswer(503, 'INTERNAL', 'Directory listing unavailable.');
    const { user } = renderDialog(<Harness family="windows" />, {
      routes: serveFolders({ ...windows, 'C:/Users': unavailable }),
    });
    await user.click(await screen.findByRole('button', { name: 'Expand Users' }));
    const users = screen.getByRole('button', { name: 'Users' }).closest('li')!;
    expect(await within(users).findByText('Directory listing unavailable.')).toBeInTheDocument();
  });

  it("says 'Directory listing unavailable.' when the top level cannot be listed", async () => {
    renderDialog(<Harness family="windows" />, {
      routes: serveFolders({ '': errorAnswer(503, 'INTERNAL', 'Directory listing unavailable.') }),
    });
    expect(await screen.findByText('Directory listing unavailable.')).toBeInTheDocument();
  });

  it('reports the chosen folder', async () => {
    const onSelect = vi.fn();
    const { user } = renderDialog(<Harness family="windows" onSelect={onSelect} />, {
      routes: serveFolders(windows),
    });
    await user.click(await screen.findByRole('button', { name: 'Data' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith('C:/Data'));
  });
});
