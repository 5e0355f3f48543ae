import { countedPagedEnvelope, envelope, ErrorEnvelope, pagedEnvelope } from '@spesa/contracts';
import { z } from 'zod';
import { apiDescription } from './api-description';
import { toSchema, type JsonSchema } from './json-schema';
import type { RouteDoc } from './route-doc';

const errorRef = { $ref: '#/components/responses/Error' };
const SECURITY = {
  public: [],
  customer: [{ sessionCookie: [] }, { bearerToken: [] }],
  staff: [{ staffCookie: [] }],
} as const;

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const operationId = (doc: RouteDoc) =>
  `${doc.method.toLowerCase()}${doc.path.replace(/^\/cli/, '').replace(/[^A-Za-z0-9]+(\w)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`;

function parameters(doc: RouteDoc, id: string, components: Record<string, JsonSchema>) {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', doc.params],
    ['query', doc.query],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, 'input', `${id}_${where}`, components);
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      list.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        schema: property,
      });
    }
  }
  return list;
}

function success(doc: RouteDoc, id: string, components: Record<string, JsonSchema>): JsonSchema {
  if (doc.media === 'picture') {
    return {
      description: 'The picture: WebP for a `.webp` name, SVG for `.svg`',
      content: { 'image/webp': {}, 'image/svg+xml': {} },
    };
  }
  if (doc.media === 'html') return { description: 'An HTML page', content: { 'text/html': {} } };
  if (doc.media === 'redirect') return { description: 'Redirect (303) to the next page' };
  if (doc.media === 'download') {
    return {
      description: 'A file to save: a FatturaPA XML document or a ZIP of them',
      content: { 'application/xml': {}, 'application/zip': {} },
    };
  }
  if (doc.media === 'openapi') {
    return {
      description: 'This document',
      content: { 'application/json': { schema: { type: 'object' } } },
    };
  }
  if (doc.media === 'asset') {
    return {
      description: 'A script or style sheet of the page',
      content: { 'text/javascript': {}, 'text/css': {} },
    };
  }
  const data = doc.data ?? z.null();
  const body =
    doc.paged === 'counted'
      ? countedPagedEnvelope(data)
      : doc.paged
        ? pagedEnvelope(data)
        : envelope(data);
  const ok = toSchema(body, 'output', `${id}_ok`, components);
  const description = `${doc.paged ? 'Success (code 0), one page' : 'Success (code 0)'}, or a business refusal: the error envelope with its catalogue code (issue 26)`;
  const schema = { anyOf: [ok, { $ref: '#/components/schemas/ErrorEnvelope' }] };
  return { description, content: { 'application/json': { schema } } };
}

const WRITES = new Set(['POST', 'PUT', 'DELETE']);

/** The HTTP errors a route can answer besides 200, as the error handler builds them. */
function httpErrors(doc: RouteDoc): JsonSchema {
  const responses: JsonSchema = {};
  if (
    doc.params ||
    doc.query ||
    doc.body ||
    doc.media === 'csv-upload' ||
    doc.media === 'image-upload'
  )
    responses['400'] = errorResponse('The request cannot be read or does not fit its schema');
  if (doc.auth !== 'public')
    responses['401'] = errorResponse('No session or token, or an expired or revoked one');
  if (doc.auth === 'staff' || WRITES.has(doc.method)) {
    const why = [
      ...(doc.auth === 'staff' ? ["not the staff member's store or role"] : []),
      ...(WRITES.has(doc.method) ? ["a write from another site's page"] : []),
    ];
    responses['403'] = errorResponse(`Refused: ${why.join(', or ')}`);
  }
  if (doc.media === 'picture' || doc.media === 'asset')
    responses['404'] = errorResponse('No such file');
  responses['429'] = errorResponse('Too many requests');
  return responses;
}

function errorResponse(description: string): JsonSchema {
  return { ...errorContent, description };
}

const errorContent = {
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
};

function operation(doc: RouteDoc, components: Record<string, JsonSchema>): JsonSchema {
  const id = operationId(doc);
  const responses: JsonSchema = { '200': success(doc, id, components) };
  if (doc.media === 'redirect') responses['303'] = responses['200'];
  if (doc.media === 'redirect') delete responses['200'];
  Object.assign(responses, httpErrors(doc));
  responses.default = errorRef;
  const op: JsonSchema = {
    operationId: id,
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    security: SECURITY[doc.auth],
    parameters: parameters(doc, id, components),
    responses,
  };
  if (doc.body) {
    const schema = toSchema(doc.body, 'input', `${id}_body`, components);
    op.requestBody = { required: true, content: { 'application/json': { schema } } };
  }
  if (doc.media === 'csv-upload') {
    op.requestBody = { required: true, content: { 'text/csv': { schema: { type: 'string' } } } };
  }
  if (doc.media === 'image-upload') {
    const image = { schema: { type: 'string', contentMediaType: 'application/octet-stream' } };
    op.requestBody = {
      required: true,
      content: { 'image/jpeg': image, 'image/png': image, 'image/webp': image },
    };
  }
  return op;
}

/**
 * The OpenAPI 3.1 document of the /cli API, generated from the routes' own descriptions (the
 * contracts' zod schemas): `routes` is every route that describes itself, as registered.
 */
export function openApiDocument(routes: readonly RouteDoc[]): JsonSchema {
  const components: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const doc of routes) {
    const path = (paths[openApiPath(doc.path)] ??= {});
    path[doc.method.toLowerCase()] = operation(doc, components);
  }
  components.ErrorEnvelope = toSchema(ErrorEnvelope, 'output', 'ErrorEnvelope', components);
  return {
    openapi: '3.1.0',
    info: { title: 'Spesa API', version: '1.0.0', description: apiDescription() },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: components,
      responses: {
        Error: {
          description: 'A failure of the server (500): the envelope with code 500',
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } },
          },
        },
      },
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'spesa_session',
          description: 'The web app session (GET /cli/profiles/login with Basic credentials)',
        },
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'A token from POST /cli/profiles/login',
        },
        staffCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'spesa_staff',
          description: 'Store staff (POST /cli/staff/login)',
        },
      },
    },
  };
}
