// Configuration and announcements are public reads (issue 20's authorisation matrix).
import { authzTable } from '../../test/authz.ts';

export const authz = authzTable({
  rows: {},
  reads: ['pingConfig', 'pingCheck', 'pingContact', 'pingAnnouncement'],
});
