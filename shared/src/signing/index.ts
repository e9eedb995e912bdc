export * from './hash';
export * from './sign';
