import Database from 'better-sqlite3';
import { GroupedCommits } from './grouped-commits';

describe('GroupedCommits', () => {
  let db: Database.Database;
  const count = (): number => db.prepare('SELECT count(*) FROM t').pluck().get() as number;
  const insert = (n: number): void => {
    const statement = db.prepare('INSERT INTO t (v) VALUES (?)');
    db.transaction(() => {
      for (let i = 0; i < n; i++) statement.run(i);
    })();
  };
  beforeEach(() => {
    db = new Database(':memory:');
    db.exec('CREATE TABLE t (v INTEGER NOT NULL)');
  });
  afterEach(() => db.close());

  it('keeps one transaction open until the group is full, then commits', () => {
    const commits = new GroupedCommits(db, 10, 60_000);
    commits.run(4, () => insert(4));
    expect(db.inTransaction).toBe(true);
    commits.run(4, () => insert(4));
    expect(db.inTransaction).toBe(true);
    commits.run(4, () => insert(4));
    expect(db.inTransaction).toBe(false);
    expect(count()).toBe(12);
  });

  it('commits a group that has been open longer than the time bound', () => {
    const commits = new GroupedCommits(db, 1000, 0);
    commits.run(1, () => insert(1));
    expect(db.inTransaction).toBe(false);
  });

  it('rolls back only a failing batch savepoint when the batch handles its error', () => {
    const commits = new GroupedCommits(db, 100, 60_000);
    commits.run(2, () => insert(2));
    commits.run(1, () => {
      try {
        db.transaction(() => {
          insert(1);
          throw new Error('bad record');
        })();
      } catch {
        // the batch reports the record and goes on
      }
    });
    commits.commit();
    expect(count()).toBe(2);
  });

  it('rolls back the whole open group when a write throws out of it', () => {
    const commits = new GroupedCommits(db, 100, 60_000);
    commits.run(2, () => insert(2));
    expect(() =>
      commits.run(1, () => {
        throw new Error('disk full');
      }),
    ).toThrow('disk full');
    expect(db.inTransaction).toBe(false);
    expect(count()).toBe(0);
  });
});
