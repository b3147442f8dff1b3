import type Database from 'better-sqlite3';
import { StatementCache } from '../../store/statement-cache';

export interface PublicationRequest {
  setId: number;
  /** The `sub` of the creator who asked. */
  requestedBy: string;
  requestedAt: number;
}

interface RequestRow {
  set_id: number;
  requested_by: string;
  requested_at: number;
}

/**
 * Requests to publish galleries in sets.sqlite (migration 3), oldest first for the editors who
 * review them. The table's trigger ends a request when its gallery is published or made private.
 */
export class PublicationRequestRepository {
  private readonly statements: StatementCache;

  constructor(db: Database.Database) {
    this.statements = new StatementCache(db);
  }

  get(setId: number): PublicationRequest | undefined {
    const row = this.statements
      .get('SELECT * FROM publication_requests WHERE set_id = ?')
      .get(setId) as RequestRow | undefined;
    return row ? toRequest(row) : undefined;
  }

  /** The gallery's request, made now unless there was one already (asking twice is once). */
  request(
    setId: number,
    userId: string,
    now = Date.now(),
  ): { request: PublicationRequest; created: boolean } {
    const created =
      this.statements
        .get(
          'INSERT INTO publication_requests (set_id, requested_by, requested_at) VALUES (?, ?, ?) ON CONFLICT (set_id) DO NOTHING',
        )
        .run(setId, userId, now).changes === 1;
    return { request: this.get(setId)!, created };
  }

  /** Withdrawn by its creator or declined by an editor; false when there was none. */
  end(setId: number): boolean {
    return (
      this.statements.get('DELETE FROM publication_requests WHERE set_id = ?').run(setId)
        .changes === 1
    );
  }

  /** One page of the waiting requests, the oldest first. */
  page(offset: number, limit: number): { total: number; requests: PublicationRequest[] } {
    const total = this.statements
      .get('SELECT count(*) FROM publication_requests')
      .pluck()
      .get() as number;
    const rows = this.statements
      .get('SELECT * FROM publication_requests ORDER BY requested_at, set_id LIMIT ? OFFSET ?')
      .all(limit, offset) as RequestRow[];
    return { total, requests: rows.map(toRequest) };
  }
}

function toRequest(row: RequestRow): PublicationRequest {
  return { setId: row.set_id, requestedBy: row.requested_by, requestedAt: row.requested_at };
}
