import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Db, openDb } from './client';
import { migrate } from './migrate';

declare module 'fastify' {
  interface FastifyInstance {
    /** The origin's database (PGlite or PostgreSQL), migrated. */
    db: Db;
  }
}

export interface DatabasePluginOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** An open database handed in (tests share one per file); it is left open on close. */
  db?: Db | undefined;
}

async function database(fastify: FastifyInstance, options: DatabasePluginOptions) {
  const owned = options.db === undefined;
  const db = options.db ?? (await openDb({ databaseUrl: options.databaseUrl, dataDir: options.dataDir }));
  const applied = await migrate(db);
  if (applied.length > 0) fastify.log.info({ migrations: applied }, 'database migrated');
  fastify.decorate('db', db);
  if (owned) fastify.addHook('onClose', () => db.close());
}

export default fp(database, { name: 'pitchside-db', fastify: '5.x' });
