export * from './odds';
