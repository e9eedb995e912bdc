import type { EventEmitter } from 'node:events';
import { createServer } from 'node:http';
import type { Server } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real mail server for the sign-up and sign-in tests: the origin under test sends its e-mail
 * codes here over SMTP (SMTP_URL, see playwright.config.ts), and tests read them back over HTTP.
 * Started once per run by Playwright's global setup.
 */
export const MAILBOX_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? '2625');
export const MAILBOX_HTTP_PORT = Number(process.env.E2E_MAILBOX_PORT ?? '3190');
export const MAILBOX_SMTP_URL = `smtp://127.0.0.1:${MAILBOX_SMTP_PORT}`;

interface ReceivedCode {
  to: string;
  code: string;
  at: number;
}

/** The text of a single-part mail, undoing nodemailer's quoted-printable or base64. */
export function mailText(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*([\w-]+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    try {
      return decodeURIComponent(bytes);
    } catch {
      return bytes;
    }
  }
  return body;
}

/** Listens on `port`; false when another run's mailbox already has it (that one is used instead). */
function listen(server: Server, errors: EventEmitter, port: number) {
  return new Promise<boolean>((resolve, reject) => {
    errors.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(false) : reject(error),
    );
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
}

/** Global setup: the SMTP server and its reading side. A mailbox already listening (another run) is reused. */
export default async function startMailbox(): Promise<() => Promise<void>> {
  const codes: ReceivedCode[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const code = /(?<!\d)(\d{6})(?!\d)/.exec(mailText(Buffer.concat(chunks).toString('utf8')))?.[1];
        for (const rcpt of session.envelope.rcptTo) {
          if (code) codes.push({ to: rcpt.address.toLowerCase(), code, at: Date.now() });
        }
        callback();
      });
    },
  });
  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://mailbox');
    if (url.pathname === '/healthz') {
      response.end('ok');
      return;
    }
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    const since = Number(url.searchParams.get('since') ?? '0');
    const found = codes.filter((mail) => mail.to === to && mail.at >= since).pop();
    response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(found ?? null));
  });
  const ownSmtp = await listen(smtp.server, smtp, MAILBOX_SMTP_PORT);
  const ownHttp = ownSmtp ? await listen(http, http, MAILBOX_HTTP_PORT) : false;
  return async () => {
    if (ownHttp) await new Promise<void>((resolve) => http.close(() => resolve()));
    if (ownSmtp) await new Promise<void>((resolve) => smtp.close(() => resolve()));
  };
}

/** The newest code mailed to `email` since `since` (ms), waiting for it to arrive. */
export async function readMailedCode(email: string, since: number, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(
      `http://127.0.0.1:${MAILBOX_HTTP_PORT}/code?to=${encodeURIComponent(email)}&since=${since}`,
    );
    if (response.ok) {
      const mail = (await response.json()) as ReceivedCode;
      return mail.code;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `no code was mailed to ${email}: is the origin under test running with SMTP_URL=${MAILBOX_SMTP_URL}? ` +
          '(reuseExistingServer keeps a stack that was started without it)',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
