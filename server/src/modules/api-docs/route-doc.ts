import type { z } from 'zod';

/** Who may call a route: nobody in particular, a logged-in customer, or store staff. */
export type RouteAuth = 'public' | 'customer' | 'staff';

/**
 * One /cli route as the OpenAPI document describes it. Every schema is the contract's own
 * (packages/contracts), the one the route parses with: nothing is written twice.
 */
export interface RouteDoc {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify's form, `/cli/ecommerce/products/:store`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  auth: RouteAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The `data` of a success; undefined when it is null. */
  data?: z.ZodType;
  /**
   * `data` is one page of items, with `totalPages`, `number` and `last`; 'counted' adds the
   * extension `totalElements`, the number of all matching items (the product listings).
   */
  paged?: boolean | 'counted';
  /** Answers that are not the JSON envelope: a picture, a page, a redirect, a CSV upload. */
  media?: 'picture' | 'html' | 'redirect' | 'csv-upload' | 'openapi' | 'asset';
}
