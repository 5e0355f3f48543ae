import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { CatalogueImportReport, envelope, ErrorEnvelope } from '@spesa/contracts';
import { expect } from 'vitest';
import type { z } from 'zod';
import { auditLog } from '../db/schema';
import { insertTestStaff, staffCookieFor, type TestApp } from './index';

export interface StaffCookies {
  /** Operator of the store under test. */
  operator: string;
  /** Operator of another store only. */
  stranger: string;
  admin: string;
  operatorId: number;
  adminId: number;
}

export async function staffCookies(
  t: TestApp,
  storeId: number,
  otherStoreId: number,
): Promise<StaffCookies> {
  const db = t.db.db;
  const operator = await insertTestStaff(db, { role: 'OPERATOR', storeIds: [storeId] });
  const stranger = await insertTestStaff(db, { role: 'OPERATOR', storeIds: [otherStoreId] });
  const admin = await insertTestStaff(db, { role: 'ADMIN' });
  return {
    operator: await staffCookieFor(db, operator.id),
    stranger: await staffCookieFor(db, stranger.id),
    admin: await staffCookieFor(db, admin.id),
    operatorId: operator.id,
    adminId: admin.id,
  };
}

/** A JSON request with the given Cookie header (none: no cookie). */
export function staffCall(
  t: TestApp,
  cookie: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
}

/** Uploads a CSV file (text or bytes) as the stock system would. */
export function importCsv(
  t: TestApp,
  cookie: string | null,
  storeId: number,
  body: string | Buffer,
  dryRun: boolean,
  contentType = 'text/csv; charset=utf-8',
) {
  return t.app.inject({
    method: 'POST',
    url: `/cli/staff/stores/${storeId}/catalogue/import?dryRun=${dryRun}`,
    payload: body,
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
  });
}

export function reportOf(res: LightMyRequestResponse): CatalogueImportReport {
  expect(res.statusCode, res.body).toBe(200);
  return envelope(CatalogueImportReport).parse(res.json()).data;
}

/** The refusal of a real import: 400 with the report in data. */
export function refusedReportOf(res: LightMyRequestResponse): CatalogueImportReport {
  expect(res.statusCode, res.body).toBe(200);
  const body = ErrorEnvelope.extend({ data: CatalogueImportReport }).parse(res.json());
  expect(body.responseCode).toBe(4000);
  return body.data;
}

export function dataOf<T extends z.ZodType>(res: LightMyRequestResponse, schema: T): z.output<T> {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ responseCode: number; data: unknown }>();
  expect(body.responseCode).toBe(0);
  return schema.parse(body.data);
}

export function expectError(res: LightMyRequestResponse, status: number, code: number) {
  expect(res.statusCode, res.body).toBe(status);
  const body = ErrorEnvelope.parse(res.json());
  expect(body.responseCode).toBe(code);
  return body;
}

/** The audit rows of an entity, newest first. */
export async function auditRows(t: TestApp, entity: string, entityId: string) {
  const rows = await t.db.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entity, entity))
    .orderBy(desc(auditLog.id));
  return rows.filter((r) => r.entityId === entityId);
}
