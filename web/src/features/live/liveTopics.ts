// The topics the live features watch, named as the route table names them (shared/src/contract/topics.ts).
export { liveTopic, matchTopic, oddsTopic, tableTopic } from '@pitchside/shared';
