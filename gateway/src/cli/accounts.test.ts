import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openIdentityDatabase } from '../identity/database';
import { IdentityRepository } from '../identity/repository';
import { openSetDatabase } from '../apis/set/set-database';
import { SetRepository } from '../apis/set/set-repository';
import { run } from './accounts';

describe('accounts CLI', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'accounts-cli-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  function call(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const status = run(
      ['--data-dir', dataDir, ...args],
      {},
      {
        out: (line) => out.push(line),
        err: (line) => err.push(line),
      },
    );
    return { status, out, err };
  }

  function withAccounts(change: (accounts: IdentityRepository) => void) {
    const db = openIdentityDatabase(dataDir);
    try {
      change(new IdentityRepository(db));
    } finally {
      db.close();
    }
  }

  it('lists the accounts and deletes one by e-mail or user name, ending its sessions', () => {
    let adaSession = '';
    withAccounts((accounts) => {
      const ada = accounts.createUser({
        username: 'ada',
        email: 'Ada@Example.org',
        passwordHash: 'x',
      });
      accounts.createUser({ username: 'grace', email: 'grace@example.org', passwordHash: 'y' });
      adaSession = accounts.createSession(ada!.id).session.id;
    });
    const listed = call('list');
    expect(listed.status).toBe(0);
    expect(listed.out.map((line) => line.split('\t').slice(0, 2))).toEqual([
      ['ada', 'ada@example.org'],
      ['grace', 'grace@example.org'],
    ]);
    expect(listed.out[0]).toMatch(/\t\d{4}-\d\d-\d\dT/);

    const deleted = call('delete', 'ADA@example.org');
    expect(deleted).toMatchObject({ status: 0, err: [] });
    expect(deleted.out[0]).toMatch(/Deleted the account ada/);
    withAccounts((accounts) => {
      expect(accounts.userByLogin('ada')).toBeUndefined();
      expect(accounts.liveSession(adaSession)).toBeUndefined();
      expect(accounts.userByLogin('grace')).toBeDefined();
    });
    expect(call('delete', 'grace').status).toBe(0);
    expect(call('list').out).toEqual([]);
  });

  it("deletes the account's likes and galleries with it, and no one else's", () => {
    let adaId = '';
    withAccounts((accounts) => {
      adaId = accounts.createUser({
        username: 'ada',
        email: 'ada@example.org',
        passwordHash: 'x',
      })!.id;
    });
    const sets = new SetRepository(openSetDatabase(dataDir));
    const likes = sets.create(
      { id: adaId, nickname: 'ada' },
      { type: 'BookmarkFolder', title: { en: 'LIKES' }, visibility: 'private' },
    );
    sets.insertItems(likes, ['/1/a'], undefined);
    const other = sets.create(
      { id: 'someone-else', nickname: 'grace' },
      { type: 'Collection', title: { en: 'Maps' }, visibility: 'public' },
    );
    sets.close();

    const deleted = call('delete', 'ada');
    expect(deleted.out[0]).toMatch(/deleted its 1 set \(likes, galleries\)/);
    const after = new SetRepository(openSetDatabase(dataDir));
    try {
      expect(after.get(likes.id)).toBeUndefined();
      expect(after.get(other.id)).toBeDefined();
      expect(after.db.prepare('SELECT count(*) AS n FROM set_items').get()).toEqual({ n: 0 });
    } finally {
      after.close();
    }
  });

  it('grants and revokes the roles that publish galleries, shown in the list', () => {
    withAccounts((accounts) => {
      accounts.createUser({ username: 'ada', email: 'ada@example.org', passwordHash: 'x' });
    });
    expect(call('grant', 'ada', 'usersets:editor')).toMatchObject({ status: 0, err: [] });
    const both = call('grant', 'ada@example.org', 'entities:editor');
    expect(both.out[0]).toMatch(/ada now has the roles entities:editor, usersets:editor/);
    expect(call('list').out[0]!.split('\t')[3]).toBe('entities:editor usersets:editor');
    withAccounts((accounts) => {
      expect(accounts.userByLogin('ada')!.clientRoles).toEqual({
        usersets: ['editor'],
        entities: ['editor'],
      });
    });
    call('revoke', 'ada', 'entities:editor');
    expect(call('revoke', 'ada', 'usersets:editor').out[0]).toMatch(/ada now has no role/);
    withAccounts((accounts) => expect(accounts.userByLogin('ada')!.clientRoles).toEqual({}));

    expect(call('grant', 'nobody', 'usersets:editor').status).toBe(1);
    const unknown = call('grant', 'ada', 'usersets:admin');
    expect(unknown.status).toBe(2);
    expect(unknown.err[0]).toMatch(/unknown role "usersets:admin"/);
  });

  it('says so when there is no such account (1), and never creates a database (2)', () => {
    expect(call('list')).toMatchObject({ status: 2 });
    expect(fs.readdirSync(dataDir)).toEqual([]);
    withAccounts(() => undefined);
    const missing = call('delete', 'nobody@example.org');
    expect(missing.status).toBe(1);
    expect(missing.err[0]).toMatch(/No account/);
  });

  it('answers a wrong command line with the usage (2)', () => {
    for (const args of [
      [],
      ['delete'],
      ['list', 'x'],
      ['drop', 'x'],
      ['delete', 'a', 'b'],
      ['grant', 'a'],
      ['revoke', 'a', 'usersets:editor', 'x'],
    ]) {
      const answer = call(...args);
      expect(answer.status).toBe(2);
      expect(answer.err.join('\n')).toMatch(/Usage: npm run accounts/);
    }
    expect(run(['--data-dir'], {}, { out: () => undefined, err: () => undefined })).toBe(2);
  });
});
