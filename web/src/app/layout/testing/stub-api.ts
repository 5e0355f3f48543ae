import type { Category } from '@spesa/contracts';
import { vi } from 'vitest';

export const testCategories: Category[] = [
  { id: '02', description: 'CARNI', order: 2, items: [] },
  {
    id: '01',
    description: 'ORTOFRUTTA',
    order: 1,
    items: [{ id: '0101', description: 'Frutta fresca', order: 1, items: [] }],
  },
  { id: '99', description: 'NUOVO REPARTO', order: 3, items: [] },
];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Answers the calls the shell makes: categories, configuration, and a login that fails. */
export function stubShellApi() {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.startsWith('/cli/categories')) return json({ responseCode: 0, data: testCategories });
    if (url.startsWith('/cli/profiles/login')) {
      return json({ responseCode: 404, message: 'Risorsa non trovata', data: null }, 404);
    }
    return json({ responseCode: 404, data: null }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
