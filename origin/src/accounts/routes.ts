import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  API_HEADERS,
  FeedbackBodySchema as FeedbackBody,
  FeedbackDataSchema as FeedbackData,
  GetCodeBodySchema as GetCodeBody,
  LoginBodySchema as LoginBody,
  LoginDataSchema as LoginData,
  RegisterBodySchema as RegisterBody,
  SliderDataSchema as SliderData,
  SliderQuerySchema as SliderQuery,
} from '@pitchside/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { RateLimit } from '../config';
import { ApiError, CODES, EnvelopeOf, ErrorEnvelope } from '../http/envelope';
import { rateLimitHook } from '../http/rateLimits';
import { success } from '../http/replies';
import {
  type AccountsDeps,
  loginWithCode,
  loginWithPassword,
  logout,
  passSlider,
  purgeExpired,
  register,
  saveFeedback,
  sendEmailCode,
} from './accounts';
import { tokenOf } from './auth';
import { normalizeEmail } from './email';
import type { CodeCooldown } from './emailCodes';
import { emailsPerAddress } from './emailsPerAddress';
import { PublicUser } from './users';

const failures = { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };
const tags = ['accounts'];
const signed = [{ signedRequest: [] }];
const withToken = [{ signedRequest: [], token: [] }];

function deviceIdOf(request: FastifyRequest): string {
  const value = request.headers[API_HEADERS.deviceId];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function emailOf(request: FastifyRequest): string {
  const source = (request.body ?? request.query) as { email?: unknown } | undefined;
  return typeof source?.email === 'string' ? normalizeEmail(source.email) : '';
}

/** One e-mail from one address: a limit that slows whoever asks without stopping the owner elsewhere. */
function emailFromAddress(request: FastifyRequest): string {
  return `${emailOf(request)}|${request.ip}`;
}

export interface AccountsRoutesOptions {
  now?: () => Date;
  /** The wait between two codes to one e-mail (the app's, which the test controls may change). */
  codeCooldown?: CodeCooldown | undefined;
}

/** The app as the plugin is handed it: routes typed by their TypeBox schemas. */
type Fastify = Parameters<FastifyPluginAsyncTypebox<AccountsRoutesOptions>>[0];

/** A chore run every `ms` while the app runs, its failure logged (the next run tries again). */
function every(fastify: Fastify, ms: number, chore: () => Promise<unknown>, failure: string): void {
  const timer = setInterval(() => {
    chore().catch((error: unknown) => fastify.log.warn({ err: error }, failure));
  }, ms);
  timer.unref();
  fastify.addHook('onClose', async () => clearInterval(timer));
}

/**
 * The account calls' request limits (config.rateLimits): per address, per e-mail, per e-mail and
 * address, and the address's different e-mails.
 */
function accountGuards(fastify: Fastify, deps: AccountsDeps) {
  const perIp = (limit: RateLimit) => rateLimitHook(fastify, limit, (r) => r.ip);
  // Used as a preHandler: it runs after validation, so the e-mail is there and well-formed.
  const perEmail = (limit: RateLimit) => rateLimitHook(fastify, limit, emailOf);
  const perEmailAndIp = (limit: RateLimit) => rateLimitHook(fastify, limit, emailFromAddress);
  const limits = fastify.config.rateLimits;
  // Every account call that names an e-mail counts it against the address's different e-mails, before
  // anything is looked up: enumeration by any call is bounded the same way (docs/API.md).
  const emailsSeen = emailsPerAddress(deps.db, limits.emailsPerIp, () => deps.now().getTime());
  const perAddressEmails = async (request: FastifyRequest, reply: FastifyReply) => {
    const email = emailOf(request);
    if (email === '') return;
    const seconds = await emailsSeen.admit(request.ip, email);
    if (seconds === 0) return;
    reply.header('retry-after', String(seconds));
    throw new ApiError(CODES.rateLimited, 'rateLimited', { seconds });
  };
  every(fastify, 60_000, () => emailsSeen.sweep(), 'address e-mails sweep failed');
  return { perIp, perEmail, perEmailAndIp, perAddressEmails, limits };
}

type Guards = ReturnType<typeof accountGuards>;

/** Sign-up and sign-in: `/register`, `/login`. */
function entryRoutes(
  fastify: Fastify,
  deps: AccountsDeps,
  { perIp, perEmail, perAddressEmails, limits }: Guards,
): void {
  fastify.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Create an account with an e-mail code',
        description:
          'Needs a code from `POST /userapi/email/getCode` with type 1. 11020: code wrong or expired, ' +
          'alike whether or not the e-mail has an account; 11023: too many wrong codes; 10004: the ' +
          'e-mail\'s wrong codes slowed or locked (docs/API.md, "E-mail code guessing"); 11130 (under ' +
          'the e-mail field): registered meanwhile, answered only after a right code.',
        security: signed,
        body: RegisterBody,
        response: { 200: EnvelopeOf(Type.Null()), ...failures },
      },
      onRequest: perIp(limits.registerPerIp),
      preHandler: [perAddressEmails, perEmail(limits.registerPerEmail)],
    },
    async (request) => {
      await register(deps, { ...request.body, address: request.ip, locale: request.locale });
      return success(request, null, 'registerSuccess');
    },
  );

  fastify.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in by password (type 1) or e-mail code (type 2)',
        description:
          '11036: the e-mail has no account; 11013: account or password error; 11020/11023: e-mail code ' +
          'wrong or used up; 10004: wrong passwords slowed this address or this account, or wrong codes ' +
          'slowed or locked it (docs/API.md, "Sign-in back-off", "E-mail code guessing"). The token is ' +
          'random (256 bits), kept only hashed, and expires after TOKEN_TTL.',
        security: signed,
        body: LoginBody,
        response: { 200: EnvelopeOf(LoginData), ...failures },
      },
      config: { fieldMessages: { type: 'loginTypeInvalid' } },
      // Per e-mail there is no request limit: wrong passwords are slowed by signInBackoff.ts instead, so
      // nobody can lock an owner out by failing on purpose.
      onRequest: perIp(limits.loginPerIp),
      preHandler: perAddressEmails,
    },
    async (request) => {
      const { email, type, password, emailCode } = request.body;
      const source = { address: request.ip, deviceId: deviceIdOf(request), locale: request.locale };
      let issued: Awaited<ReturnType<typeof loginWithPassword>>;
      if (type === 1) {
        if (!password) throw new ApiError(CODES.invalidInput, 'passwordRequired');
        issued = await loginWithPassword(deps, { email, password, ...source });
      } else {
        if (!emailCode) throw new ApiError(CODES.invalidInput, 'codeRequired');
        issued = await loginWithCode(deps, { email, emailCode, ...source });
      }
      return success(
        request,
        { token: issued.token, expiresAt: issued.expiresAt.toISOString() },
        'loginSuccess',
      );
    },
  );
}

/** The signed-in user and signing out: `/getUser`, `/logout`. */
function sessionRoutes(fastify: Fastify, deps: AccountsDeps): void {
  fastify.get(
    '/getUser',
    {
      schema: {
        tags,
        summary: 'The signed-in user (by the `token` header)',
        description: '10003 when the token is missing, unknown, revoked or expired.',
        security: withToken,
        response: { 200: EnvelopeOf(PublicUser), ...failures },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => {
      if (!request.user) throw new ApiError(CODES.notSignedIn, 'signInRequired');
      return success(request, request.user);
    },
  );

  fastify.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: revokes the token on the server',
        description: 'After this the token is refused everywhere (10003).',
        security: withToken,
        response: { 200: EnvelopeOf(Type.Null()), ...failures },
      },
    },
    async (request) => {
      const token = tokenOf(request);
      if (!token) throw new ApiError(CODES.notSignedIn, 'signInRequired');
      await logout(deps, token);
      return success(request, null, 'logoutSuccess');
    },
  );
}

/** The slider check and the e-mail code it grants: `/email/getSlideVerificationCode`, `/email/getCode`. */
function emailCodeRoutes(
  fastify: Fastify,
  deps: AccountsDeps,
  { perIp, perEmailAndIp, perAddressEmails, limits }: Guards,
): void {
  fastify.get(
    '/email/getSlideVerificationCode',
    {
      schema: {
        tags,
        summary: 'Slider check: proves the slider was dragged to 100 for this e-mail',
        description:
          'A passed check is a 5-minute grant for this e-mail and device (x-device-id); the next ' +
          '`getCode` for the e-mail uses it up. 11022 (msg "verify failed") when the run does not ' +
          'end at 100 or does not look like a drag (see docs/API.md, Accounts).',
        security: signed,
        querystring: SliderQuery,
        response: { 200: EnvelopeOf(SliderData), ...failures },
      },
      onRequest: perIp(limits.sliderPerIp),
      preHandler: perAddressEmails,
    },
    async (request) => {
      const { email, position, track } = request.query;
      const data = await passSlider(deps, { email, position, track, deviceId: deviceIdOf(request) });
      return success(request, data, 'sliderPassed');
    },
  );

  fastify.post(
    '/email/getCode',
    {
      schema: {
        tags,
        summary: 'E-mail a 6-digit code (type 1: register, type 2: sign in)',
        description:
          'Needs a passed slider check for the e-mail from this device (11022), at most one code per ' +
          'e-mail every 60 s (11021). Answered alike whether or not the e-mail has an account: type 1 to ' +
          'a registered e-mail or type 2 to an unknown one mails the address a notice instead of a code ' +
          '(docs/API.md, "What each call tells"). The code is valid 10 minutes, once, with at most 5 wrong tries.',
        security: signed,
        body: GetCodeBody,
        response: { 200: EnvelopeOf(Type.Null()), ...failures },
      },
      config: { fieldMessages: { type: 'codeTypeInvalid' } },
      onRequest: perIp(limits.getCodePerIp),
      // Per e-mail and address: another address asking for codes never uses up the owner's.
      preHandler: [perAddressEmails, perEmailAndIp(limits.getCodePerEmailAndIp)],
    },
    async (request) => {
      await sendEmailCode(deps, { ...request.body, deviceId: deviceIdOf(request), locale: request.locale });
      return success(request, null, 'codeSent');
    },
  );
}

/** Feedback from a signed-in user: `/feedback`. */
function feedbackRoutes(fastify: Fastify, deps: AccountsDeps, { perIp, limits }: Guards): void {
  fastify.post(
    '/feedback',
    {
      schema: {
        tags,
        summary: 'Send feedback (signed-in users)',
        description: 'Stored with the account and the request language.',
        security: withToken,
        body: FeedbackBody,
        response: { 200: EnvelopeOf(FeedbackData), ...failures },
      },
      onRequest: perIp(limits.feedbackPerIp),
      preHandler: fastify.authenticate,
    },
    async (request) => {
      if (!request.user) throw new ApiError(CODES.notSignedIn, 'signInRequired');
      const { content, contact } = request.body;
      const saved = await saveFeedback(deps, {
        userId: request.user.id,
        content,
        contact,
        locale: request.locale,
      });
      return success(request, saved, 'feedbackReceived');
    },
  );
}

/** `/userapi`: PRODUCT.md §7 account calls. Every answer is `{ code, msg, data }`. */
const accountsRoutes: FastifyPluginAsyncTypebox<AccountsRoutesOptions> = async (fastify, options) => {
  const deps: AccountsDeps = {
    db: fastify.db,
    config: fastify.config,
    mailer: fastify.mailer,
    now: options.now ?? (() => new Date()),
    codeCooldown: options.codeCooldown,
    log: fastify.log,
  };
  const guards = accountGuards(fastify, deps);
  every(fastify, 60 * 60_000, () => purgeExpired(deps.db, deps.now()), 'purge failed');
  // In this order in the OpenAPI document.
  entryRoutes(fastify, deps, guards);
  sessionRoutes(fastify, deps);
  emailCodeRoutes(fastify, deps, guards);
  feedbackRoutes(fastify, deps, guards);
};

export default accountsRoutes;
