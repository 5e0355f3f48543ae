// The public face of slots: what other modules and the flows (server/src/flows) may use.
// Everything else in this folder is the module's own; eslint refuses a reach past this file.
export { bookSlot, releaseSlot } from './slot-booking';
export { deleteHold as dropCartHold, lapseHoldsOf } from './slot-hold-repository';
export { slotCalendar } from './slot-calendar';
export { loadCalendar } from './slots-repository';
export { slotOccupancyOf } from './slot-occupancy';
