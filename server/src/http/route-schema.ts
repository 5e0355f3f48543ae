import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { z } from 'zod';
import { parse } from './validate';

/** Who may call a route: nobody in particular, a logged-in customer, or store staff. */
export type RouteAuth = 'public' | 'customer' | 'staff';

/** Answers that are not the JSON envelope: a picture, a page, a redirect, a CSV upload... */
export type RouteMedia =
  | 'picture'
  | 'html'
  | 'redirect'
  | 'csv-upload'
  | 'image-upload'
  | 'openapi'
  | 'asset'
  | 'download';

declare module 'fastify' {
  /**
   * A /cli route's one description (issue 28): `params`, `querystring` and `body` are the
   * contracts' zod schemas the handler parses with, and the rest is what the OpenAPI document
   * says of the route. See docs/api.md, "How a route is described".
   */
  interface FastifySchema {
    tag?: string;
    summary?: string;
    description?: string;
    auth?: RouteAuth;
    /** The `data` of a success; undefined when it is null. */
    data?: z.ZodType;
    /**
     * `data` is one page of items, with `totalPages`, `number` and `last`; 'counted' adds the
     * extension `totalElements`, the number of all matching items (the product listings).
     */
    paged?: boolean | 'counted';
    media?: RouteMedia;
  }
}

declare const unparsed: unique symbol;

/** A request part as it arrived: `parsed` turns it into `T` with the route's own schema. */
export interface Unparsed<T> {
  readonly [unparsed]: T;
}

/**
 * Types a request part from the zod schema the route declares, as not yet parsed: the handler
 * parses it itself (`parsed`), after its own checks, so that the replies stay as they were
 * (a request without a session is 401 before its body is looked at).
 */
export interface SchemaOnRoute extends FastifyTypeProvider {
  readonly validator: this['schema'] extends z.ZodType
    ? Unparsed<z.output<this['schema']>>
    : unknown;
  readonly serializer: unknown;
}

/** The Fastify instance a module's routes are declared on. */
export type RouteApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  SchemaOnRoute
>;

type Part = 'params' | 'query' | 'body';
type Declared<R> = {
  [P in Part]: P extends keyof R ? (R[P] extends Unparsed<unknown> ? P : never) : never;
}[Part];
type Output<V> = V extends Unparsed<infer T> ? T : never;

interface RequestLike {
  routeOptions: { schema?: FastifySchema };
}

/** The zod schema a route declares for a part of its request. */
export function schemaOf<R extends RequestLike, P extends Declared<R>>(
  request: R,
  part: P,
): z.ZodType<Output<R[P]>> {
  const key = part === 'query' ? 'querystring' : part;
  const schema = request.routeOptions.schema?.[key as 'params' | 'querystring' | 'body'];
  // The types allow only a declared part: this is a route registered without its schema.
  if (!(schema instanceof z.ZodType)) throw new Error(`No ${key} schema on this route`);
  return schema as z.ZodType<Output<R[P]>>;
}

/** A request part parsed with the route's own schema: a 400 naming each field, never a 500. */
export function parsed<R extends RequestLike & Record<Part, unknown>, P extends Declared<R>>(
  request: R,
  part: P,
): Output<R[P]> {
  return parse(schemaOf(request, part), request[part]);
}

/**
 * Fastify compiles a validator for each declared part; these schemas are zod's, parsed in the
 * handler (`parsed`), so Fastify's own step lets every request through unchanged.
 */
export const parsedInHandler = () => () => true;
