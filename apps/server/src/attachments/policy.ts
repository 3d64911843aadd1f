// Who may upload, remove and read attachments: any technician, for their own uploads (the service
// checks ownership; administrators of settings may also read others' files through signed links).
import { anyTechnician } from '../http/access.ts';

export const attachmentsPolicy = {
  upload: anyTechnician,
  remove: anyTechnician,
  signedUrl: anyTechnician,
  signedUrlByContentId: anyTechnician,
  download: anyTechnician,
};
