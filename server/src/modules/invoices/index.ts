export { issueOrderInvoice } from './invoice-issue';
