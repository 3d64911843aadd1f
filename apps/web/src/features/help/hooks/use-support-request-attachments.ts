// The support request's attachments: checked when chosen, uploaded at once with progress, removed on the
// server when taken off the list, and all discarded when the support request itself fails.
import { attachmentsApi } from '@warden/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, apiCall } from '../../../api/client.ts';
import { allowedExtensionsText, checkAttachments } from '../attachment-checks.ts';
import { UPLOAD_ABORTED, type UploadHandle, uploadAttachment } from './upload-attachment.ts';

export interface SupportRequestAttachment {
  id: number;
  name: string;
  size: number;
  /** 0 to 100 while uploading. */
  progress: number;
  token: string | null;
}

let nextId = 1;

export function useSupportRequestAttachments() {
  const { t } = useTranslation('help');
  const [items, setItems] = useState<SupportRequestAttachment[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const uploads = useRef(new Map<number, UploadHandle>());
  // Two quick selections must see each other's files before React re-renders.
  const current = useRef(items);
  current.current = items;

  useEffect(() => {
    const inFlight = uploads.current;
    return () => {
      for (const upload of inFlight.values()) upload.abort();
    };
  }, []);

  const patch = useCallback((id: number, change: Partial<SupportRequestAttachment>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const uploadFailure = useCallback(
    (fileName: string, error: unknown): string => {
      if (error instanceof ApiRequestError) {
        if (error.status === 413 || error.code === 'PAYLOAD_TOO_LARGE') {
          return t('attachments.tooLarge', { fileNames: fileName });
        }
        // The server names the refused file when its type or content is not allowed.
        if (error.status === 415 || (error.status === 400 && error.fields?.file)) {
          return t('attachments.extensions', { fileExtensions: allowedExtensionsText });
        }
      }
      const message = error instanceof Error ? error.message : String(error);
      return t('attachments.uploadFailed', { fileName, message });
    },
    [t],
  );

  const add = useCallback(
    (files: File[]) => {
      const check = checkAttachments(
        current.current.map((item) => item.name),
        files,
      );
      setProblems(check.problems.map((problem) => t(problem.key, problem.values)));
      for (const file of check.accepted) {
        const id = nextId++;
        const item = { id, name: file.name, size: file.size, progress: 0, token: null };
        current.current = [...current.current, item];
        setItems((list) => [...list, item]);
        const upload = uploadAttachment(file, 'SUPPORT_TICKET', (progress) => patch(id, { progress }));
        uploads.current.set(id, upload);
        upload.done
          .then((uploaded) => patch(id, { token: uploaded.token, progress: 100 }))
          .catch((error: unknown) => {
            setItems((list) => list.filter((item) => item.id !== id));
            if (error instanceof ApiRequestError && error.code === UPLOAD_ABORTED) return;
            setProblems((list) => [...list, uploadFailure(file.name, error)]);
          })
          .finally(() => uploads.current.delete(id));
      }
    },
    [patch, t, uploadFailure],
  );

  const remove = useCallback(
    (id: number) => {
      const item = items.find((entry) => entry.id === id);
      if (!item) return;
      uploads.current.get(id)?.abort();
      setItems((list) => list.filter((entry) => entry.id !== id));
      setProblems([]);
      // An unclaimed upload also expires on its own, so a failed removal needs no retry.
      if (item.token) apiCall(attachmentsApi.remove, { params: { token: item.token } }).catch(() => {});
    },
    [items],
  );

  /** Removes every uploaded file from the server and empties the list. */
  const discardAll = useCallback(async () => {
    for (const upload of uploads.current.values()) upload.abort();
    const tokens = items.flatMap((item) => (item.token ? [item.token] : []));
    setItems([]);
    await Promise.allSettled(tokens.map((token) => apiCall(attachmentsApi.remove, { params: { token } })));
  }, [items]);

  return {
    items,
    problems,
    add,
    remove,
    discardAll,
    tokens: items.flatMap((item) => (item.token ? [item.token] : [])),
    uploading: items.some((item) => item.token === null),
  };
}
