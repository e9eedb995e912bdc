import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, CODES, type Envelope } from './envelope';
import { type Locale, localeFromLangHeader, type MessageKey, translate } from './i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language, from the `lang` header (zh | en | vi); cn when absent. */
    readonly locale: Locale;
  }
  interface FastifyContextConfig {
    /**
     * Message keys for fields of this route's payload, overriding `FIELD_MESSAGES`, so a
     * validation failure names the problem in the product's words (PRODUCT.md §5).
     */
    fieldMessages?: Record<string, MessageKey>;
  }
}

/** A success answer: `{ code: 200, msg, data }`. */
export function success<T>(request: FastifyRequest, data: T, messageKey: MessageKey = 'ok'): Envelope<T> {
  return { code: CODES.ok, msg: translate(request.locale, messageKey), data };
}

export function failure(request: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  // "Retry in N s" answers say it to machines too.
  if (error.statusCode === 429 && typeof error.params.seconds === 'number') {
    reply.header('retry-after', String(error.params.seconds));
  }
  return reply.code(error.statusCode).send({
    code: error.code,
    msg: translate(request.locale, error.messageKey, error.params),
    data: null,
  });
}

/** Field-level wording of validation failures (PRODUCT.md §5). */
const FIELD_MESSAGES: Record<string, MessageKey> = {
  email: 'emailInvalid',
  password: 'passwordFormat',
  ackPassword: 'passwordFormat',
  emailCode: 'codeRequired',
  content: 'feedbackRequired',
};

/** What a missing or empty field is called, where it differs from a malformed one. */
const REQUIRED_MESSAGES: Record<string, MessageKey> = {
  password: 'passwordRequired',
  ackPassword: 'ackPasswordRequired',
};

/** What a value in a string format of http/validation.ts is told. */
const FORMAT_MESSAGES: Record<string, MessageKey> = {
  text: 'textControlCharacters',
  line: 'textControlCharacters',
};

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

function fieldOf(issue: ValidationIssue, context: string): string {
  const missing = issue.params.missingProperty;
  if (issue.keyword === 'required' && typeof missing === 'string') return missing;
  return issue.instancePath.split('/')[1] || context;
}

/** Field names of the route's schema for `context`, in declaration order. */
function fieldOrder(request: FastifyRequest, context: string): string[] {
  const schema = request.routeOptions.schema;
  const part =
    context === 'querystring' ? schema?.querystring : context === 'body' ? schema?.body : undefined;
  const properties = (part as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties ? Object.keys(properties) : [];
}

/**
 * Reports the first failing field in the schema's order, which follows PRODUCT.md §5 (e-mail
 * required then valid, then code, password, confirmation), whatever order the checks ran in.
 */
function validationError(
  request: FastifyRequest,
  issues: readonly ValidationIssue[],
  context: string,
): ApiError {
  const order = fieldOrder(request, context);
  const rank = (field: string) => {
    const index = order.indexOf(field);
    return index === -1 ? order.length : index;
  };
  let chosen: { field: string; issue: ValidationIssue } | undefined;
  for (const issue of issues) {
    const field = fieldOf(issue, context);
    if (!chosen || rank(field) < rank(chosen.field)) chosen = { field, issue };
  }
  const field = chosen?.field ?? context;
  if (context === 'body' && field === context) return new ApiError(CODES.invalidInput, 'bodyNotObject');
  const empty = chosen?.issue.keyword === 'required' || chosen?.issue.keyword === 'minLength';
  const format = chosen?.issue.keyword === 'format' ? String(chosen.issue.params.format) : undefined;
  const key =
    (empty ? REQUIRED_MESSAGES[field] : undefined) ??
    (format ? FORMAT_MESSAGES[format] : undefined) ??
    request.routeOptions.config.fieldMessages?.[field] ??
    FIELD_MESSAGES[field];
  return key
    ? new ApiError(CODES.invalidInput, key)
    : new ApiError(CODES.invalidInput, 'invalidInput', { field });
}

/**
 * Errors Fastify meets before any route (a path that is not valid percent-encoding, a path parameter over
 * its length limit): the same 400 envelope as any other bad input, in the request's language.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ err: error }, 'rejected request');
  return reply.code(400).send({
    code: CODES.invalidInput,
    msg: translate(localeFromLangHeader(request.headers.lang), 'invalidInput', { field: 'path' }),
    data: null,
  });
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error;
}

/**
 * Envelope answers for everything: successes are returned by routes through `success`,
 * every failure goes through here. Input problems are 4xx; only a fault of the origin
 * itself is a 500.
 */
async function replies(fastify: FastifyInstance) {
  fastify.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      return localeFromLangHeader(this.headers.lang);
    },
  });

  fastify.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof ApiError) return failure(request, reply, error);
    if (isFastifyError(error)) {
      if (error.validation) {
        return failure(
          request,
          reply,
          validationError(request, error.validation, error.validationContext ?? 'body'),
        );
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'rejected request');
        const key: MessageKey =
          error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'bodyTooLarge'
            : error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError
              ? 'invalidBody'
              : 'invalidInput';
        // Always 400: the product's failures use 400/401/403/404/409/429 only.
        return reply.code(400).send({
          code: CODES.invalidInput,
          msg: translate(request.locale, key, { field: 'request' }),
          data: null,
        });
      }
    }
    request.log.error({ err: error }, 'request failed');
    return failure(request, reply, new ApiError(CODES.serverError, 'serverError'));
  });

  fastify.setNotFoundHandler((request, reply) =>
    failure(
      request,
      reply,
      new ApiError(CODES.notFound, 'notFound', { path: request.url.split('?')[0] ?? '/' }),
    ),
  );
}

export default fp(replies, { name: 'pitchside-replies', fastify: '5.x' });
