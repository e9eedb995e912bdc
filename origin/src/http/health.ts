import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EnvelopeOf, ErrorEnvelope } from './envelope';
import { success } from './replies';

/** `GET /healthz`: the process answers and the database runs a query. */
const health: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: {
          200: EnvelopeOf(
            Type.Object({ db: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]) }),
          ),
          '5xx': ErrorEnvelope,
        },
      },
    },
    async (request) => {
      await fastify.db.query('SELECT 1');
      return success(request, { db: fastify.db.kind });
    },
  );
};

export default health;
