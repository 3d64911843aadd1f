// The browser's paged listings: a plan's folders, a folder's content, search results, revisions of a
// file or volume, and a mounted image folder; each a window of rows over its server pages.
import { backupBrowseApi, type FolderContentEntry, PAGE_SIZES } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { backupKeys } from './backup-query-keys.ts';
import { useBackupPagedRows } from './use-backup-paged-rows.ts';

const BROWSER = PAGE_SIZES.backupBrowser;

export function useBackupFolders(nodeId: number, planId: number) {
  return useBackupPagedRows({
    key: backupKeys.listing(nodeId, 'folders', planId),
    pageSize: BROWSER,
    fetchPage: (page, signal) =>
      apiCall(backupBrowseApi.folders, {
        params: { nodeId, planId },
        query: { page, size: BROWSER },
        signal,
      }),
  });
}

export function useBackupFolderContent(nodeId: number, planId: number, folderId: number) {
  return useBackupPagedRows<FolderContentEntry>({
    key: backupKeys.listing(nodeId, 'content', planId, folderId),
    pageSize: BROWSER,
    fetchPage: (page, signal) =>
      apiCall(backupBrowseApi.folderContent, {
        params: { nodeId, planId, folderId },
        query: { page, size: BROWSER },
        signal,
      }),
  });
}

export function useBackupSearch(nodeId: number, planId: number, searchTerm: string, folderId?: number) {
  return useBackupPagedRows<FolderContentEntry>({
    key: backupKeys.listing(nodeId, 'search', planId, folderId ?? null, searchTerm),
    pageSize: BROWSER,
    fetchPage: (page, signal) =>
      apiCall(backupBrowseApi.search, {
        params: { nodeId, planId },
        query: { searchTerm, folderId, page, size: BROWSER },
        signal,
      }),
  });
}

export function useBackupRevisions(nodeId: number, planId: number, fileId: number) {
  const size = PAGE_SIZES.revisions;
  return useBackupPagedRows({
    key: backupKeys.listing(nodeId, 'revisions', planId, fileId),
    pageSize: size,
    fetchPage: (page, signal) =>
      apiCall(backupBrowseApi.fileRevisions, {
        params: { nodeId, planId, fileId },
        query: { page, size },
        signal,
      }),
  });
}

export function useBackupImageContent(
  nodeId: number,
  planId: number,
  revisionId: number,
  folder: string,
  enabled: boolean,
) {
  return useBackupPagedRows({
    key: backupKeys.listing(nodeId, 'image', planId, revisionId, folder),
    pageSize: BROWSER,
    enabled,
    fetchPage: (page, signal) =>
      apiCall(backupBrowseApi.imageContent, {
        params: { nodeId, planId, revisionId },
        query: { folder, start: page * BROWSER, count: BROWSER },
        signal,
      }),
  });
}
