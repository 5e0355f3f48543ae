import { RELEVANCE_CASES } from './relevance-cases';

/** What a search answered: the shelves of its first results, best first. */
export type SearchShelves = (query: string) => Promise<string[]>;

export interface RelevanceReport {
  held: number;
  total: number;
  /** held / total, 0 to 1. */
  share: number;
  failures: { query: string; expected: readonly string[]; got: string[] }[];
}

/** A case holds when its first three results all come from its shelves (all of them when fewer; none is a failure). */
export async function runRelevance(search: SearchShelves, top = 3): Promise<RelevanceReport> {
  const failures: RelevanceReport['failures'] = [];
  for (const [query, expected] of RELEVANCE_CASES) {
    const got = (await search(query)).slice(0, top);
    if (got.length === 0 || !got.every((shelf) => expected.includes(shelf))) {
      failures.push({ query, expected, got });
    }
  }
  const total = RELEVANCE_CASES.length;
  const held = total - failures.length;
  return { held, total, share: held / total, failures };
}

export function formatRelevance(report: RelevanceReport, label: string): string {
  const lines = [
    `relevance (${label}): ${report.held}/${report.total} hold, ${(report.share * 100).toFixed(1)} %`,
    ...report.failures.map(
      (f) => `  '${f.query}': wanted ${f.expected.join('|')}, got ${f.got.join(' ') || 'nothing'}`,
    ),
  ];
  return lines.join('\n');
}
