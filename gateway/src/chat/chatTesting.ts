// Test support for chat: a real Socket.IO server on port 0 with chat attached, real clients that
// record what they receive, and fake users whose tokens a test verifier knows.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { delimiter, join } from 'node:path';
import type {
  ChatAck,
  ChatDeleted,
  ChatMessage,
  ChatNotice,
  ClientToServerEvents,
  Locale,
  ServerToClientEvents,
} from '@pitchside/shared';
import { Server } from 'socket.io';
import { io as connectClient, type Socket } from 'socket.io-client';
import { type AttachedChat, attachChat, type ChatOptions } from './attachChat';
import type { ChatUser, VerifyToken } from './verifyToken';

export type ChatClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type ChatIo = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>>;

export const USERS = {
  alice: { userId: '101', nickName: 'Alice', avatar: 'https://img.example/a.png', userType: 0 },
  bob: { userId: '102', nickName: 'Bob', avatar: '', userType: 0 },
  mod: { userId: '900', nickName: 'Referee', avatar: '', userType: 1 },
} satisfies Record<string, ChatUser>;

export const tokenOf = (name: keyof typeof USERS) => `token-${name}`;

/** Knows the tokens of USERS; counts its calls. */
export function fakeVerifier(): VerifyToken & { calls: number } {
  const verify = async (token: string) => {
    verify.calls += 1;
    const name = token.replace(/^token-/, '') as keyof typeof USERS;
    return token.startsWith('token-') && name in USERS ? USERS[name] : null;
  };
  verify.calls = 0;
  return verify;
}

export class ManualClock {
  constructor(public ms = 1_750_000_000_000) {}
  now = () => this.ms;
  advance(ms: number) {
    this.ms += ms;
  }
}

export interface ChatServer {
  io: ChatIo;
  http: HttpServer;
  url: string;
  chat: AttachedChat;
  close(): Promise<void>;
}

export async function startChatServer(
  options: ChatOptions,
  setup?: (io: ChatIo) => void | Promise<void>,
): Promise<ChatServer> {
  const http = createServer();
  const io: ChatIo = new Server(http, { serveClient: false, perMessageDeflate: false });
  await setup?.(io);
  const chat = attachChat(io, options);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    io,
    http,
    url: `http://127.0.0.1:${port}`,
    chat,
    async close() {
      chat.detach();
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };
}

/** A connected client recording the chat events it receives. */
export class ChatClient {
  readonly messages: ChatMessage[] = [];
  readonly deleted: ChatDeleted[] = [];
  readonly notices: ChatNotice[] = [];

  constructor(readonly socket: ChatClientSocket) {
    socket.on('chat:message', (message) => this.messages.push(message));
    socket.on('chat:deleted', (deleted) => this.deleted.push(deleted));
    socket.on('chat:notice', (notice) => this.notices.push(notice));
  }

  /** Emits an event and resolves with its ack (any payload: tests send bad ones too). */
  request<T = unknown>(event: keyof ClientToServerEvents, payload: unknown): Promise<ChatAck<T>> {
    const raw = this.socket as unknown as {
      timeout(ms: number): { emitWithAck(event: string, payload: unknown): Promise<ChatAck<T>> };
    };
    return raw.timeout(5_000).emitWithAck(event, payload);
  }

  close() {
    this.socket.disconnect();
  }
}

export async function connectChat(
  url: string,
  auth: { token?: string; locale?: Locale } = {},
): Promise<ChatClient> {
  const socket: ChatClientSocket = connectClient(url, {
    auth,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return new ChatClient(socket);
}

/** Waits until `check` holds (polling), or fails after `timeoutMs`. */
export async function eventually(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export interface RedisServerProcess {
  url: string;
  stop(): Promise<void>;
}

/** The redis-server binary: REDIS_SERVER_BIN, else the one on PATH, else null. */
export function redisServerBinary(): string | null {
  const fromEnv = process.env.REDIS_SERVER_BIN;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, 'redis-server');
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Starts a throwaway redis-server (no persistence) on a free port; stop() ends it by its pid. */
export async function startRedisServer(binary: string): Promise<RedisServerProcess> {
  const port = await freePort();
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${output}`)), 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}: ${output}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null || child.pid === undefined) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      process.kill(child.pid, 'SIGTERM');
      await exited;
    },
  };
}
