export * from './localeChoice';
export * from './navigation';
export * from './routeSet';
