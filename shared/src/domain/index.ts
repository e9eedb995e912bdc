export * from './entities';
export * from './events';
export * from './locale';
export * from './matchScore';
export * from './matchStatus';
export * from './odds';
export * from './sound';
export * from './sport';
