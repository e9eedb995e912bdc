// The cluster's Prometheus metrics (README "Operators", Metrics), on the gateway's own registry.
import { Counter, Gauge, type Registry } from 'prom-client';

export type ClusterMetrics = ReturnType<typeof createClusterMetrics>;

export function createClusterMetrics(registry: Registry) {
  const registers = [registry];
  return {
    leader: new Gauge({
      name: 'gateway_poll_leader',
      help: '1 while this gateway holds the poll lease (polls the origin for the cluster)',
      registers,
    }),
    epoch: new Gauge({
      name: 'gateway_poll_epoch',
      help: 'The newest fencing epoch this gateway has seen',
      registers,
    }),
    redisUp: new Gauge({
      name: 'gateway_redis_up',
      help: '1 while the connection to Redis is ready',
      registers,
    }),
    acquisitions: new Counter({
      name: 'gateway_poll_lease_acquired_total',
      help: 'Times this gateway acquired the poll lease',
      registers,
    }),
    dropped: new Counter({
      name: 'gateway_cluster_dropped_total',
      help: 'Patches not pushed: stale_epoch (from an older leader), unfenced (Redis refused or missed the write)',
      labelNames: ['reason'],
      registers,
    }),
    cutOff: new Gauge({
      name: 'gateway_cluster_cut_off',
      help: '1 while this gateway hears neither Redis nor the poll leader: its clients are told their data is stale',
      registers,
    }),
  };
}
