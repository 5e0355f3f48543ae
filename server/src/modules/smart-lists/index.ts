// The public face of smart-lists: what other modules and the flows (server/src/flows) may use.
// Everything else in this folder is the module's own; eslint refuses a reach past this file.
export { type ItemRow, loadItems } from './smart-lists-repository';
export { ownedList } from './smart-lists-service';
