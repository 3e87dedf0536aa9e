export * from './messages';
export * from './constants';
export * from './common.schema';
export * from './errors.schema';
