// The browser's paged listings: a plan's folders, a folder's content, search results, revisions of a
// file or volume, and a mounted image folder; each a window of rows over its server pages. Each
// listing's source (query key and page fetch) is shared with the prefetch that starts a level's first
// page as the technician clicks, before the level has rendered.
import {
  type BackupFolder,
  backupBrowseApi,
  type FolderContentEntry,
  type MountedItem,
  PAGE_SIZES,
  type Revision,
} from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { backupKeys } from './backup-query-keys.ts';
import { type PagedSource, useBackupPagedRows } from './use-backup-paged-rows.ts';

const BROWSER = PAGE_SIZES.backupBrowser;

export const listingSources = {
  folders: (nodeId: number, planId: number): PagedSource<BackupFolder> => ({
    key: backupKeys.listing(nodeId, 'folders', planId),
    pageSize: BROWSER,
    fetchPage: (page, signal) =>
      apiCall(backupBrowseApi.folders, {
        params: { nodeId, planId },
        query: { page, size: BROWSER },
        signal,
      }),
  }),

  content: (nodeId: number, planId: number, folderId: number): PagedSource<FolderContentEntry> => ({
    key: backupKeys.listing(nodeId, 'content', planId, folderId),
    pageSize: BROWSER,
    fetchPage: (page, signal) =>
      apiCall(backupBrowseApi.folderContent, {
        params: { nodeId, planId, folderId },
        query: { page, size: BROWSER },
        signal,
      }),
  }),

  search: (
    nodeId: number,
    planId: number,
    searchTerm: string,
    folderId?: number,
  ): PagedSource<FolderContentEntry> => ({
    key: backupKeys.listing(nodeId, 'search', planId, folderId ?? null, searchTerm),
    pageSize: BROWSER,
    fetchPage: (page, signal) =>
      apiCall(backupBrowseApi.search, {
        params: { nodeId, planId },
        query: { searchTerm, folderId, page, size: BROWSER },
        signal,
      }),
  }),

  revisions: (nodeId: number, planId: number, fileId: number): PagedSource<Revision> => ({
    key: backupKeys.listing(nodeId, 'revisions', planId, fileId),
    pageSize: PAGE_SIZES.revisions,
    fetchPage: (page, signal) =>
      apiCall(backupBrowseApi.fileRevisions, {
        params: { nodeId, planId, fileId },
        query: { page, size: PAGE_SIZES.revisions },
        signal,
      }),
  }),

  image: (nodeId: number, planId: number, revisionId: number, folder: string): PagedSource<MountedItem> => ({
    key: backupKeys.listing(nodeId, 'image', planId, revisionId, folder),
    pageSize: BROWSER,
    fetchPage: (page, signal) =>
      apiCall(backupBrowseApi.imageContent, {
        params: { nodeId, planId, revisionId },
        query: { folder, start: page * BROWSER, count: BROWSER },
        signal,
      }),
  }),
};

export function useBackupFolders(nodeId: number, planId: number) {
  return useBackupPagedRows(listingSources.folders(nodeId, planId));
}

export function useBackupFolderContent(nodeId: number, planId: number, folderId: number) {
  return useBackupPagedRows(listingSources.content(nodeId, planId, folderId));
}

export function useBackupSearch(nodeId: number, planId: number, searchTerm: string, folderId?: number) {
  return useBackupPagedRows(listingSources.search(nodeId, planId, searchTerm, folderId));
}

export function useBackupRevisions(nodeId: number, planId: number, fileId: number) {
  return useBackupPagedRows(listingSources.revisions(nodeId, planId, fileId));
}

export function useBackupImageContent(
  nodeId: number,
  planId: number,
  revisionId: number,
  folder: string,
  enabled: boolean,
) {
  return useBackupPagedRows({ ...listingSources.image(nodeId, planId, revisionId, folder), enabled });
}
