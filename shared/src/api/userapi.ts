// Bodies, queries and answers of the account calls (/userapi, docs/API.md "Accounts"): the origin
// validates with them, the browser builds its bodies by their types.
import { type Static, Type } from 'typebox';
import { EMAIL_PATTERN } from './email';

const Email = Type.String({
  minLength: 1,
  maxLength: 254,
  pattern: EMAIL_PATTERN,
  description: 'x@y.z; trimmed and lower-cased by the origin',
  examples: ['fan@example.com'],
});

const PasswordMd5 = Type.String({
  minLength: 1,
  pattern: '^[0-9a-f]{32}$',
  description: 'lowercase MD5 hex of the password (PRODUCT.md §5); never the password itself',
  examples: ['5f4dcc3b5aa765d61d8327deb882cf99'],
});

const EmailCode = Type.String({
  minLength: 1,
  maxLength: 16,
  description: 'the 6-digit code from the e-mail',
});

// Property order is the order of PRODUCT.md §5: the first failing field is the one reported.
export const RegisterBodySchema = Type.Object({
  email: Email,
  emailCode: EmailCode,
  password: PasswordMd5,
  ackPassword: PasswordMd5,
});

export const LoginBodySchema = Type.Object({
  email: Email,
  type: Type.Integer({
    minimum: 1,
    maximum: 2,
    description: '1: e-mail + password; 2: e-mail + e-mail code',
  }),
  password: Type.Optional(PasswordMd5),
  emailCode: Type.Optional(EmailCode),
});

export const GetCodeBodySchema = Type.Object({
  email: Email,
  type: Type.Integer({ minimum: 1, maximum: 2, description: '1: code to register; 2: code to sign in' }),
});

export const SliderQuerySchema = Type.Object({
  email: Email,
  position: Type.Optional(Type.String({ maxLength: 8, description: 'final slider position; must be 100' })),
  track: Type.Optional(
    Type.String({
      maxLength: 2400,
      description: 'drag trace `ms:position` joined by commas, e.g. `0:0,120:18,260:55,410:100`',
    }),
  ),
});

export const FeedbackBodySchema = Type.Object({
  content: Type.String({
    minLength: 1,
    maxLength: 2000,
    pattern: '\\S',
    format: 'text',
    description: 'free text; tabs and line breaks are kept, other control characters are refused',
  }),
  contact: Type.Optional(
    Type.String({
      maxLength: 200,
      format: 'line',
      description: 'how to reach the sender, if not by e-mail: one line, no control characters',
    }),
  ),
});

export const LoginDataSchema = Type.Object({
  token: Type.String({ description: 'send it in the `token` header' }),
  expiresAt: Type.String({ format: 'date-time' }),
});

export const SliderDataSchema = Type.Object({
  expiresAt: Type.String({ format: 'date-time', description: 'ask for the code before this' }),
});

export const FeedbackDataSchema = Type.Object({ id: Type.Integer() });

export type RegisterBody = Static<typeof RegisterBodySchema>;
export type LoginBody = Static<typeof LoginBodySchema>;
export type GetCodeBody = Static<typeof GetCodeBodySchema>;
export type SliderQuery = Static<typeof SliderQuerySchema>;
export type FeedbackBody = Static<typeof FeedbackBodySchema>;
export type LoginData = Static<typeof LoginDataSchema>;
export type SliderData = Static<typeof SliderDataSchema>;
export type FeedbackData = Static<typeof FeedbackDataSchema>;
