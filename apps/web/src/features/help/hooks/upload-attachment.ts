// Uploads one file as multipart form data over XMLHttpRequest, whose upload events give progress
// (fetch has none). Answers the server's token for the file; failures are ApiRequestErrors.
import {
  type ApiErrorBody,
  type AttachmentPurpose,
  attachmentsApi,
  type UploadedAttachment,
} from '@warden/domain';
import { ApiRequestError, getCsrfToken } from '../../../api/client.ts';

export interface UploadHandle {
  done: Promise<UploadedAttachment>;
  abort: () => void;
}

export const UPLOAD_ABORTED = 'UPLOAD_ABORTED';

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

export function uploadAttachment(
  file: File,
  purpose: AttachmentPurpose,
  onProgress: (percent: number) => void,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadedAttachment>((resolve, reject) => {
    xhr.open(attachmentsApi.upload.method, `/api${attachmentsApi.upload.path}`);
    xhr.setRequestHeader('accept', 'application/json');
    const csrf = getCsrfToken();
    if (csrf) xhr.setRequestHeader('x-csrf-token', csrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      const uploaded = attachmentsApi.upload.response.safeParse(data);
      if (xhr.status >= 200 && xhr.status < 300 && uploaded.success && uploaded.data.files[0]) {
        onProgress(100);
        resolve(uploaded.data.files[0]);
        return;
      }
      const error = (data as ApiErrorBody | undefined)?.error;
      reject(
        new ApiRequestError(
          xhr.status,
          error?.code ?? 'INTERNAL',
          error?.message ?? (xhr.statusText || 'Upload failed'),
          error?.fields,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiRequestError(0, 'INTERNAL', 'Network error'));
    xhr.onabort = () => reject(new ApiRequestError(0, UPLOAD_ABORTED, 'Upload cancelled'));
    // The purpose goes first so the server knows what the file is for before it reads the file.
    const form = new FormData();
    form.append('purpose', purpose);
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
