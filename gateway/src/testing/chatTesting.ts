import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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
import { type AttachedChat, attachChat, type ChatOptions } from '../chat/attachChat';
import type { ChatUser, VerifyToken } from '../chat/verifyToken';
import { RedisProcess } from './redisProcess';

export type ChatClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type ChatIo = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>>;

export const USERS = {
  alice: { userId: '101', nickName: 'Alice', avatar: 'https://img.example/a.png', userType: 0 },
  bob: { userId: '102', nickName: 'Bob', avatar: '', userType: 0 },
  mod: { userId: '900', nickName: 'Referee', avatar: '', userType: 1 },
  // Nicknames that say on screen what the text may not (docs/API.md "Text rules").
  scammer: { userId: '103', nickName: 'www.scam-site.com', avatar: '', userType: 0 },
  rude: { userId: '104', nickName: 'shit happens', avatar: '', userType: 0 },
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

export { redisServerBinary } from './redisProcess';
export type RedisServerProcess = RedisProcess;

/** Starts a throwaway redis-server (no persistence) on a free port; stop() ends it by its pid. */
export const startRedisServer = (binary: string): Promise<RedisServerProcess> => RedisProcess.start(binary);
