import { sql, fillPlaceholders } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing';
import { shopToday } from '../../../shared/shop-time';
import { planQuery } from './search-planner';
import { suggestedProductsQuery, suggestedProductsValues } from './suggestion-repository';

let t: TestApp;
let storeId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const first = await t.db.db.execute<{ id: number }>(
    sql`select id from stores order by id limit 1`,
  );
  storeId = first.rows[0]!.id;
});
afterAll(() => t?.close());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

function scans(node: PlanNode): PlanNode[] {
  const own = node['Relation Name'] ? [node] : [];
  return [...own, ...(node.Plans ?? []).flatMap(scans)];
}

/** The statement's plan as run for a typed text, with actual loop counts. */
async function explain(q: string): Promise<{ scans: PlanNode[]; headWords: number }> {
  const plan = await planQuery(t.db.db, q, 'suggest');
  if (!plan) throw new Error(`no plan for ${q}`);
  const query = suggestedProductsQuery(t.db.db).toSQL();
  const values = suggestedProductsValues(storeId, shopToday(new Date()), plan, 5);
  const { rows } = await t.db.db.$client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
    `explain (analyze, format json) ${query.sql}`,
    fillPlaceholders(query.params, values),
  );
  return { scans: scans(rows[0]!['QUERY PLAN'][0]!.Plan), headWords: plan.headWords.length };
}

describe('suggested products: work bounded by the words, not by the matches (catalogue bench)', () => {
  // A brand names no product (the fallback ranks its matches), a word names many, a prefix
  // completes to several words.
  it.each(['barilla', 'latte', 'pa', 'mozzarella bufala'])(
    "reads no table once per match for '%s'",
    async (q) => {
      const { scans: nodes, headWords } = await explain(q);
      // Each head word walks its index once; the page's five rows are priced once each. A
      // table read once per candidate (the shelf's bonus, the purchases, the store's row:
      // 20-30 ms for 300 matches at 100,000 products) shows as more loops than that.
      const bound = Math.max(headWords, 5);
      const repeated = nodes
        .filter((n) => n['Actual Loops'] > bound)
        .map((n) => `${n['Relation Name']} as ${n.Alias}: ${n['Actual Loops']} loops`);
      expect(repeated).toEqual([]);
    },
  );
});
