import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../app';
import { loadConfig } from '../../config';
import { createTestDb, type TestDb } from '../../testing';

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);

let db: TestDb;
let fastify: FastifyInstance;
const registered = new Set<string>();

beforeAll(async () => {
  db = await createTestDb();
  fastify = Fastify({ logger: false });
  // Every route the shop registers, as Fastify itself reports it.
  fastify.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (METHODS.has(method) && route.url.startsWith('/cli/')) {
        registered.add(`${method} ${route.url}`);
      }
    }
  });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  await fastify.register(app, { db: db.db, config });
  await fastify.ready();
});
afterAll(async () => {
  await fastify?.close();
  await db?.close();
});

interface Response {
  description: string;
  $ref?: string;
  content?: Record<string, { schema: { anyOf?: { $ref?: string }[] } }>;
}
interface Operation {
  tags: string[];
  summary: string;
  requestBody?: { content: Record<string, unknown> };
  security: Record<string, string[]>[];
  parameters: { name: string; in: string }[];
  responses: Record<string, Response>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** The document as served, as text: the validator parses it itself. */
async function rawDocument(): Promise<string> {
  return (await fastify.inject({ method: 'GET', url: '/cli/openapi.json' })).body;
}

async function document(): Promise<Document> {
  const res = await fastify.inject({ method: 'GET', url: '/cli/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json<Document>();
}

describe('GET /cli/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    const parsed: Record<string, unknown> = JSON.parse(await rawDocument());
    const result = await new Validator().validate(parsed);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents exactly the /cli routes the server registers', async () => {
    const doc = await document();
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    expect(registered.size).toBeGreaterThan(90);
    expect([...registered].filter((r) => !documented.has(r)).sort()).toEqual([]);
    expect([...documented].filter((r) => !registered.has(r)).sort()).toEqual([]);
  });

  it('declares every path parameter and the auth of customer routes', async () => {
    const doc = await document();
    for (const [path, ops] of Object.entries(doc.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const op of Object.values(ops)) {
        const inPath = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
        expect(inPath.sort(), path).toEqual([...names].sort());
      }
    }
    const cart = doc.paths['/cli/ecommerce/cart/open']?.post;
    expect(cart?.security).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
    expect(doc.paths['/cli/ecommerce/products']?.get?.security).toEqual([]);
  });

  it('states the status codes as built: business refusals are HTTP 200 (issue 26)', async () => {
    const doc = await document();
    const errorEnvelope = { $ref: '#/components/schemas/ErrorEnvelope' };
    const current = doc.paths['/cli/ecommerce/cart/current']!.get!.responses;
    expect(Object.keys(current).sort()).toEqual(['200', '401', '429', 'default']);
    expect(current['200']!.content!['application/json']!.schema.anyOf).toContainEqual(
      errorEnvelope,
    );
    const store = doc.paths['/cli/ecommerce/cart/store']!.post!.responses;
    expect(Object.keys(store).sort()).toEqual(['200', '400', '401', '403', '429', 'default']);
    const staff = doc.paths['/cli/staff/orders/{id}']!.get!.responses;
    expect(Object.keys(staff).sort()).toEqual(['200', '400', '401', '403', '429', 'default']);
    const picture = doc.paths['/cli/images/products/{file}']!.get!.responses;
    expect(Object.keys(picture)).toContain('404');
    for (const [path, ops] of Object.entries(doc.paths))
      for (const op of Object.values(ops))
        for (const status of ['402', '409']) expect(op.responses[status], path).toBeUndefined();
  });
});

describe('GET /cli/openapi.json: the listing total (issue 27.7)', () => {
  it("documents the product listings' totalElements, and only theirs", async () => {
    const raw = JSON.parse(await rawDocument()) as Document & {
      components: { schemas: Record<string, { required?: string[] }> };
    };
    const okSchema = (path: string) => {
      const schema = raw.paths[path]!.get!.responses['200']!.content!['application/json']!.schema;
      const ok = schema.anyOf![0] as { $ref?: string; required?: string[] };
      return ok.$ref ? raw.components.schemas[ok.$ref.replace('#/components/schemas/', '')]! : ok;
    };
    for (const path of ['/cli/ecommerce/products/{store}', '/cli/ecommerce/products'])
      expect(okSchema(path).required, path).toContain('totalElements');
    expect(okSchema('/cli/ecommerce/orders').required).not.toContain('totalElements');
  });
});

describe('GET /cli/openapi.json: every operation as before the routes described themselves', () => {
  // openapi-operations.txt was written from the document the route tables built (issue 28):
  // each operation's tag, parameters, body, statuses and summary, one line each.
  it('keeps each operation of openapi-operations.txt, and no other', async () => {
    const doc = await document();
    const lines = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => {
        const params = op.parameters.map((p) => `${p.in}:${p.name}`).sort();
        const body = Object.keys(op.requestBody?.content ?? {}).sort();
        const statuses = Object.keys(op.responses).sort();
        return [
          `${method.toUpperCase()} ${path}`,
          op.tags[0],
          `params ${params.join(',') || '-'}`,
          `body ${body.join(',') || '-'}`,
          `responses ${statuses.join(',')}`,
          op.summary,
        ].join(' | ');
      }),
    );
    const listed = readFileSync(new URL('./openapi-operations.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean);
    expect(lines.sort()).toEqual(listed.sort());
  });
});

describe('GET /cli/docs', () => {
  it('serves the reference page from the shop under a strict policy, no inline script', async () => {
    const page = await fastify.inject({ method: 'GET', url: '/cli/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\/cli\/docs\/[\w.-]+\.js"/);
      expect(body?.trim()).toBe('');
    }
    expect(page.body).not.toMatch(/https?:\/\//);
    for (const asset of ['swagger-ui.css', 'swagger-ui-bundle.js', 'docs-init.js']) {
      const res = await fastify.inject({ method: 'GET', url: `/cli/docs/${asset}` });
      expect(res.statusCode, asset).toBe(200);
      expect(res.body.length, asset).toBeGreaterThan(100);
    }
    const init = await fastify.inject({ method: 'GET', url: '/cli/docs/docs-init.js' });
    expect(init.body).toContain("'/cli/openapi.json'");
    const other = await fastify.inject({ method: 'GET', url: '/cli/docs/index.html' });
    expect(other.statusCode).toBe(400);
    expect(other.json().errorMessage).toContain('asset');
  });
});
