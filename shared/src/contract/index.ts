export * from './chat';
export * from './events';
export * from './mirror';
export * from './patch';
export * from './topicSources';
export * from './topicStates';
export * from './topics';
