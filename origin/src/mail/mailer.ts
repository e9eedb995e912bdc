import type { Locale } from '@pitchside/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { type CodePurpose, codeMailText, type Notice, noticeMailText } from './templates';

export interface CodeMail {
  to: string;
  code: string;
  purpose: CodePurpose;
  locale: Locale;
  validMinutes: number;
}

/** A mail the owner of `to` did not ask for (templates.ts `Notice`). */
export interface NoticeMail {
  to: string;
  notice: Notice;
  /** The account's language; all three when there is none. */
  locale: Locale | undefined;
}

export interface Mailer {
  sendCode(mail: CodeMail): Promise<void>;
  sendNotice(mail: NoticeMail): Promise<void>;
  close(): Promise<void>;
}

/** Sends through any SMTP server nodemailer understands (`smtp://user:pass@host:port`). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async sendCode(mail) {
      const { subject, text } = codeMailText(mail.locale, mail.purpose, mail.code, mail.validMinutes);
      await transport.sendMail({ from, to: mail.to, subject, text });
    },
    async sendNotice(mail) {
      const { subject, text } = noticeMailText(mail.locale, mail.notice);
      await transport.sendMail({ from, to: mail.to, subject, text });
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * With no SMTP server (the embedded default) each code goes to the log in one line, so a
 * newcomer can register locally without any mail setup.
 */
export function logMailer(log: FastifyBaseLogger): Mailer {
  return {
    async sendCode(mail) {
      log.warn(
        `E-MAIL CODE ${mail.code} for ${mail.to} (${mail.purpose}); SMTP_URL is not set, so it was logged instead of sent`,
      );
    },
    async sendNotice(mail) {
      log.warn(
        `E-MAIL NOTICE ${mail.notice.kind} for ${mail.to}; SMTP_URL is not set, so it was logged instead of sent`,
      );
    },
    async close() {},
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailPluginOptions {
  smtpUrl: string | undefined;
  mailFrom: string;
  /** A ready mailer (tests); otherwise chosen from `smtpUrl`. */
  mailer?: Mailer | undefined;
}

async function mail(fastify: FastifyInstance, options: MailPluginOptions) {
  const mailer =
    options.mailer ??
    (options.smtpUrl ? smtpMailer(options.smtpUrl, options.mailFrom) : logMailer(fastify.log));
  fastify.decorate('mailer', mailer);
  fastify.addHook('onClose', () => mailer.close());
}

export default fp(mail, { name: 'pitchside-mail', fastify: '5.x' });
