import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, insertTestStaff, staffCookieFor, type TestApp } from '../../testing';
import { FIXTURE, loadCatalogueFixture } from '../../testing/catalogue-fixtures';
import { gpsJpeg } from '../../testing/photo-fixtures';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  await loadCatalogueFixture(t.db.db);
  admin = await staffCookieFor(t.db.db, (await insertTestStaff(t.db.db, { role: 'ADMIN' })).id);
});
afterAll(() => t?.close());

/** The EXIF tag that points at the GPS block, in either byte order. */
const GPS_POINTER = [Buffer.from([0x25, 0x88]), Buffer.from([0x88, 0x25])];
const hasGps = (exif: Buffer) => GPS_POINTER.some((tag) => exif.includes(tag));

describe('a served photo tells nothing of where it was taken (issue 31)', () => {
  it('serves every width of a JPEG with EXIF GPS without its EXIF, XMP or camera', async () => {
    const jpeg = await gpsJpeg();
    // The fixture does carry what must not leak.
    const source = (await sharp(jpeg).metadata()).exif!;
    expect(hasGps(source)).toBe(true);
    expect(source.includes(Buffer.from('PhoneMaker'))).toBe(true);

    const res = await t.app.inject({
      method: 'POST',
      url: `/cli/staff/products/${FIXTURE.barcodes.latte}/photos`,
      payload: jpeg,
      headers: { 'content-type': 'image/jpeg', cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sha = createHash('sha256').update(jpeg).digest('hex');
    for (const width of [200, 400, 800, 1200]) {
      const served = await t.app.inject({
        method: 'GET',
        url: `/cli/media/products/${sha}-${width}.webp`,
      });
      expect(served.statusCode, served.body).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  });
});
