// Who may upload, remove and read attachments: any technician, for their own uploads (the service
// checks ownership; administrators of settings may also read others' files through signed links).
import { anyTechnician, within } from '../http/access.ts';

// An upload's token and id name a file of its uploader, not anything an organisation owns.
const ownUpload = (param: string) => within(anyTechnician, { [param]: 'unscoped' });

export const attachmentsPolicy = {
  upload: anyTechnician,
  remove: ownUpload('token'),
  signedUrl: ownUpload('id'),
  signedUrlByContentId: ownUpload('id'),
  download: anyTechnician,
};
