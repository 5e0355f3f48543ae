// The public face of staff: what other modules and the flows (server/src/flows) may use.
// Everything else in this folder is the module's own; eslint refuses a reach past this file.
export { audit } from './audit-log';
export { authenticateStaff, requireAdmin, requireStore, type StaffPrincipal } from './staff-auth';
