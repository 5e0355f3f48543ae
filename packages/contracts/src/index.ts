export * from './enums';
export * from './errors';
export * from './envelope';
export * from './query';
export * from './money';
export * from './quantity';
export * from './catalogue';
export * from './stores';
