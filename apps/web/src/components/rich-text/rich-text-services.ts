// What the editor kit needs from the outside (uploads, signed links, technician search), passed in by
// the feature so the kit itself calls no API. Images are on when `upload` is given, mentions when
// `searchMentions` is.
import type { MentionCandidate, UploadedAttachment } from '@warden/domain';
import { createContext, useContext } from 'react';

export interface RichTextServices {
  upload?: (file: File) => Promise<UploadedAttachment>;
  /** Answers a signed URL, or '' when the server refused it. */
  resolveContentId?: (contentId: string) => Promise<string>;
  searchMentions?: (query: string) => Promise<MentionCandidate[]>;
  resolveMention?: (id: number) => Promise<MentionCandidate | null>;
}

export const RichTextServicesContext = createContext<RichTextServices>({});

export function useRichTextServices(): RichTextServices {
  return useContext(RichTextServicesContext);
}
