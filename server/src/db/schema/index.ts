export * from './catalogue';
export * from './geography';
export * from './stores';
export * from './slots';
export * from './accounts';
export * from './carts';
export * from './orders';
export * from './smart-lists';
