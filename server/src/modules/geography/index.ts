// The public face of geography: what other modules and the flows (server/src/flows) may use.
// Everything else in this folder is the module's own; eslint refuses a reach past this file.
export { escapeLike, fold, searchWords } from './search-text';
