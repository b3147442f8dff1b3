import type { FtsColumn } from '../edm/derive';
import type { Resolved } from './resolve';

/**
 * Simplifies a resolved query: drops clauses that vanished in analysis (`empty`), folds `all`
 * and `none` through AND/OR, unwraps single-child nodes.
 */
export function simplify(node: Resolved): Resolved {
  switch (node.k) {
    case 'and': {
      const must: Resolved[] = [];
      const not: Resolved[] = [];
      for (const child of node.must.map(simplify)) {
        if (child.k === 'none') return child;
        if (child.k === 'all' || child.k === 'empty') continue;
        if (child.k === 'and' && !child.not.length) must.push(...child.must);
        else must.push(child);
      }
      for (const child of node.not.map(simplify)) {
        if (child.k === 'all') return { k: 'none' };
        if (child.k === 'none' || child.k === 'empty') continue;
        not.push(child);
      }
      if (!must.length && !not.length) {
        const onlyEmpty = node.must.length > 0 && node.must.every((c) => simplify(c).k === 'empty');
        return onlyEmpty ? { k: 'empty' } : { k: 'all' };
      }
      if (must.length === 1 && !not.length) return must[0]!;
      return { k: 'and', must, not };
    }
    case 'or': {
      const any: Resolved[] = [];
      for (const child of node.any.map(simplify)) {
        if (child.k === 'all') return child;
        if (child.k === 'none' || child.k === 'empty') continue;
        if (child.k === 'or') any.push(...child.any);
        else any.push(child);
      }
      if (!any.length)
        return node.any.every((c) => simplify(c).k === 'empty') ? { k: 'empty' } : { k: 'none' };
      return any.length === 1 ? any[0]! : { k: 'or', any };
    }
    default:
      return node;
  }
}

export function hasText(node: Resolved): boolean {
  switch (node.k) {
    case 'text':
      return true;
    case 'and':
      return node.must.some(hasText) || node.not.some(hasText);
    case 'or':
      return node.any.some(hasText);
    default:
      return false;
  }
}

/** Whether FTS5 alone can evaluate the node (FTS5 NOT is binary: it needs a positive side). */
export function ftsExpressible(node: Resolved): boolean {
  switch (node.k) {
    case 'text':
    case 'facet':
      return true;
    case 'and':
      return (
        node.must.length > 0 && node.must.every(ftsExpressible) && node.not.every(ftsExpressible)
      );
    case 'or':
      return node.any.every(ftsExpressible);
    default:
      return false;
  }
}

/** The FTS5 MATCH expression of an expressible node. */
export function ftsExpression(node: Resolved): string {
  switch (node.k) {
    case 'text':
      return `{${node.cols.join(' ')}} : ${node.phrase}`;
    case 'facet':
      return `facet : ${node.token}`;
    case 'and': {
      const positive = node.must.map(ftsExpression).join(' AND ');
      const negative = node.not.map((n) => ` NOT (${ftsExpression(n)})`).join('');
      return `(${positive})${negative}`;
    }
    case 'or':
      return `(${node.any.map(ftsExpression).join(' OR ')})`;
    default:
      throw new Error(`Not expressible in FTS5: ${node.k}`);
  }
}

/** A positive text phrase of a query and the columns it is asked in. */
export interface PositivePhrase {
  phrase: string;
  cols: readonly FtsColumn[];
}

/**
 * The positive text phrases of a query, with their columns (what ranking tiers look for in
 * titles, creators, …: only where the query asks for them).
 */
export function positivePhrases(node: Resolved): PositivePhrase[] {
  switch (node.k) {
    case 'text':
      return [{ phrase: node.phrase, cols: node.cols }];
    case 'and':
      return node.must.flatMap(positivePhrases);
    case 'or':
      return node.any.flatMap(positivePhrases);
    default:
      return [];
  }
}
