// What the heap holds, by kind of object: a V8 heap snapshot summed by type and constructor name
// (self sizes, not retained). Two censuses taken before and after N connections, divided by N, say
// what one connection costs, object by object.
import { getHeapSnapshot } from 'node:v8';

export type Census = Record<string, { count: number; bytes: number }>;

type Snapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
};

/** Strings, code and arrays are summed by type; objects, natives and hidden objects by name. */
function kindOf(type: string, name: string): string {
  if (type === 'object' || type === 'native' || type === 'hidden' || type === 'closure') {
    return `${type} ${name || '(anonymous)'}`;
  }
  if (type.includes('string')) return 'strings';
  return type;
}

export async function heapCensus(): Promise<Census> {
  const chunks: Buffer[] = [];
  for await (const chunk of getHeapSnapshot()) chunks.push(chunk as Buffer);
  const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Snapshot;
  const fields = parsed.snapshot.meta.node_fields;
  const types = parsed.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const census: Census = {};
  const { nodes, strings } = parsed;
  for (let i = 0; i < nodes.length; i += width) {
    const kind = kindOf(
      types[nodes[i + typeAt] as number] ?? '?',
      strings[nodes[i + nameAt] as number] ?? '',
    );
    const entry = census[kind] ?? { count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += nodes[i + sizeAt] as number;
    census[kind] = entry;
  }
  return census;
}

/** Per connection: what grew between two censuses, largest first. */
export function censusDelta(before: Census, after: Census, connections: number) {
  return Object.entries(after)
    .map(([kind, { count, bytes }]) => ({
      kind,
      count: (count - (before[kind]?.count ?? 0)) / connections,
      bytes: (bytes - (before[kind]?.bytes ?? 0)) / connections,
    }))
    .filter((row) => row.bytes > 4)
    .sort((a, b) => b.bytes - a.bytes);
}
