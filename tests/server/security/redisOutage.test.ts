import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

/**
 * Rate limits with REDIS_URL while Redis is away. Redis cannot be stopped from a test, so
 * "down" is a port nothing listens on, "up" is the real Redis (TEST_REDIS_URL, or
 * 127.0.0.1:6379 as on CI and this machine), and "comes back" is a small TCP proxy to it
 * that the test closes and opens again.
 */
const REAL_REDIS = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const DOWN_MESSAGE =
  'rate limits: Redis is unreachable; calls are let through unlimited until it is back';
const BACK_MESSAGE = 'rate limits: Redis is back; counting again';
const MAX = 2;

let testApp: TestApp | undefined;
let proxy: RedisProxy | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
  await proxy?.close();
  proxy = undefined;
  vi.restoreAllMocks();
});

/** A port that was free a moment ago, with nothing listening on it now. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Forwards a local port to the real Redis; `close` drops every connection as an outage does. */
class RedisProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(Number(REAL_REDIS.port || 6379), REAL_REDIS.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
}

let clientCount = 0;
/** A client address of its own, so earlier runs' counters in the real Redis do not count. */
function newClient(): string {
  clientCount += 1;
  return `10.${Math.floor(Math.random() * 250)}.${clientCount % 250}.${Math.floor(Math.random() * 250)}`;
}

/**
 * An empty newsletter form: rate-limited, and answered at once with field errors (422) when
 * the limit lets it through, so the answer's time is the limit's.
 */
async function subscribeFrom(client: string) {
  return testApp!.api.post('/subscribe', {}, { headers: { 'x-forwarded-for': client } });
}

/** The answers to MAX + 2 calls of one new client; each answers within 3 s (loose: shared CPUs). */
async function attempts(): Promise<number[]> {
  const client = newClient();
  const statuses: number[] = [];
  for (let i = 0; i < MAX + 2; i += 1) {
    const started = Date.now();
    statuses.push((await subscribeFrom(client)).statusCode);
    // Each used to wait for Redis for about 10 s.
    expect(Date.now() - started).toBeLessThan(3000);
  }
  return statuses;
}

const UNLIMITED = [422, 422, 422, 422];

/** Counted: the client is stopped. (A count slower than the 100 ms time-out lets one through.) */
function expectLimited(statuses: number[]): void {
  expect(statuses.at(-1)).toBe(429);
  expect(statuses.every((status) => status === 422 || status === 429)).toBe(true);
}

/** Until a new client is limited again (the client reconnects within about a second). */
async function untilCounting(): Promise<void> {
  for (let round = 0; round < 50; round += 1) {
    if ((await attempts()).at(-1) === 429) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('rate limits never counted in Redis');
}

function appLogs(): Record<string, unknown>[] {
  // Every line the server logged is JSON.
  return testApp!.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
}

function redisLines(): Record<string, unknown>[] {
  return appLogs().filter((line) => String(line.msg).startsWith('rate limits: Redis'));
}

function appWith(redisUrl: string): Promise<TestApp> {
  return createTestApp({
    captureLogs: true,
    env: { RATE_LIMIT_MAX: String(MAX), REDIS_URL: redisUrl, TRUST_PROXY: 'loopback' },
    deps: { startMailWorker: false },
  });
}

describe('rate limits while Redis is down', () => {
  it('let every call through at once and log the outage once, in JSON', async () => {
    const consoleError = vi.spyOn(console, 'error');
    testApp = await appWith(`redis://127.0.0.1:${await closedPort()}`);
    expect(await attempts()).toEqual(UNLIMITED);
    expect(await attempts()).toEqual(UNLIMITED);

    const lines = redisLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      msg: DOWN_MESSAGE,
      // ECONNREFUSED, or ETIMEDOUT when a loaded machine is slower than the 500 ms connect.
      redis: { code: expect.stringMatching(/^E[A-Z]+$/) },
    });
    const ioredisLines = consoleError.mock.calls.filter((call) =>
      String(call[0]).includes('[ioredis]'),
    );
    expect(ioredisLines).toEqual([]);
  }, 60_000);

  it('count again when Redis comes back', async () => {
    proxy = new RedisProxy();
    await proxy.open();
    testApp = await appWith(`redis://127.0.0.1:${proxy.port}`);
    await untilCounting();
    expectLimited(await attempts());
    // A connection that was slow to start (a loaded machine) may have logged a blip already.
    const before = redisLines().length;

    await proxy.close();
    expect(await attempts()).toEqual(UNLIMITED);
    expect(await attempts()).toEqual(UNLIMITED);
    expect(redisLines().slice(before)).toMatchObject([{ level: 40, msg: DOWN_MESSAGE }]);

    await proxy.open();
    await untilCounting();
    expectLimited(await attempts());
    expect(redisLines().slice(before, before + 2)).toMatchObject([
      { level: 40, msg: DOWN_MESSAGE },
      { level: 30, msg: BACK_MESSAGE },
    ]);
  }, 60_000);
});
