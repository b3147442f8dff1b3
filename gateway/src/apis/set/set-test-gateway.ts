import { epochSeconds } from '../../identity/jwt';
import { testAccessToken } from '../../identity/test-tokens';
import {
  startGateway,
  type FixtureOptions,
  type GatewayFixture,
  type TestResponse,
} from '../../test-support/gateway-fixture';
import { testEntity, testRecord } from '../testing/test-records';

/** Someone who signs in: the token's `sub`, `preferred_username` and client roles. */
export interface TestUser {
  sub: string;
  nickname: string;
  roles?: Record<string, string[]>;
}

export const ALICE: TestUser = { sub: 'alice-0001', nickname: 'alice' };
export const BOB: TestUser = { sub: 'bob-0002', nickname: 'bob' };
export const PUBLISHER: TestUser = {
  sub: 'pub-0003',
  nickname: 'pub',
  roles: { usersets: ['publisher'] },
};

export interface CallOptions {
  user?: TestUser;
  /** An `Authorization` header as given (an expired or forged token). */
  authorization?: string;
  /** Sent as JSON; a string is sent as it is. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface SetGateway extends GatewayFixture {
  /** Any method, with a signed-in user's token and a JSON body. */
  call: (method: string, path: string, options?: CallOptions) => Promise<TestResponse>;
  /** An access token of the gateway's identity server for `user`. */
  tokenOf: (user: TestUser, claims?: Record<string, unknown>) => string;
  /** A token that expired a minute ago. */
  expiredTokenOf: (user: TestUser) => string;
  /** Creates a set as `user` and answers its number. */
  createSet: (user: TestUser, body?: Record<string, unknown>) => Promise<number>;
}

const painter = testEntity('agent', 41, { en: 'Judith Leyster' });
const sculptor = testEntity('agent', 42, { en: 'Camille Claudel' });
const portrait = testEntity('concept', 43, { en: 'portrait' });

/**
 * Items in the store: six paintings of one painter (what a set of some of them should be
 * recommended), two sculptures of another and an unrelated text.
 */
export const TEST_ITEMS = [
  ...['a', 'b', 'c', 'd', 'e', 'f'].map((letter, i) => ({
    id: `/100/painting_${letter}`,
    title: { en: [`Portrait study ${letter}`] },
    creators: [painter],
    subjects: [portrait],
    year: 1630 + i,
  })),
  { id: '/200/sculpture_a', title: { en: ['Waltz'] }, creators: [sculptor], year: 1893 },
  { id: '/200/sculpture_b', title: { en: ['Sakountala'] }, creators: [sculptor], year: 1888 },
  { id: '/300/letter', title: { en: ['A letter'] }, type: 'TEXT', year: 1950 },
];

/** The gateway app on a temporary data dir (test-support/gateway-fixture.ts) with TEST_ITEMS. */
export async function startSetGateway(options: FixtureOptions = {}): Promise<SetGateway> {
  const gw = await startGateway(options);
  for (const item of TEST_ITEMS) {
    gw.store.items.upsert({
      source: 'seed',
      record: testRecord({
        ...item,
        media: [{ url: `https://images.example.org${item.id}.jpg`, mimeType: 'image/jpeg' }],
      }),
    });
  }
  const tokenOf = (user: TestUser, claims: Record<string, unknown> = {}): string =>
    testAccessToken(gw.dataDir, {
      sub: user.sub,
      preferred_username: user.nickname,
      resource_access: Object.fromEntries(
        Object.entries(user.roles ?? {}).map(([client, roles]) => [client, { roles }]),
      ),
      ...claims,
    });
  const call = async (method: string, path: string, options: CallOptions = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.user) headers.authorization = `Bearer ${tokenOf(options.user)}`;
    if (options.authorization) headers.authorization = options.authorization;
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(`${gw.server.url}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: the test sees the text.
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  const createSet = async (user: TestUser, body: Record<string, unknown> = {}) => {
    const res = await call('POST', '/set/', {
      user,
      body: { type: 'Collection', title: { en: 'A gallery' }, visibility: 'public', ...body },
    });
    if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
    return Number(
      String((res.body as { id: string }).id)
        .split('/')
        .pop(),
    );
  };
  return {
    ...gw,
    call,
    tokenOf,
    expiredTokenOf: (user) =>
      tokenOf(user, {
        iat: epochSeconds(Date.now() - 600_000),
        exp: epochSeconds(Date.now() - 60_000),
      }),
    createSet,
  };
}
