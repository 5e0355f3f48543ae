import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A photo-like JPEG: noise compresses as a real photo does, a flat colour would not. */
export function noiseJpeg(width: number, height: number, quality = 80): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality })
    .toBuffer();
}

export function flatPng(width: number, height: number, colour = '#3a7'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Two frames: an animated WebP. */
export async function animatedWebp(): Promise<Buffer> {
  const frames = await Promise.all([flatPng(20, 20, '#f00'), flatPng(20, 20, '#00f')]);
  return sharp(frames, { join: { animated: true } })
    .webp()
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/**
 * A decompression bomb: a PNG of a few hundred bytes whose header declares `side` x `side`
 * pixels (50,000 x 50,000 is 7.5 GB of RGB once decoded). Its data is a little zero-filled
 * start: enough for a decoder that trusts the header to begin allocating.
 */
export function bombPng(side = 50_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The chunks of a PNG after its signature, as [type, data]. */
function pngChunks(png: Buffer): [string, Buffer][] {
  const chunks: [string, Buffer][] = [];
  for (let at = 8; at + 8 <= png.length;) {
    const length = png.readUInt32BE(at);
    chunks.push([png.toString('latin1', at + 4, at + 8), png.subarray(at + 8, at + 8 + length)]);
    at += 12 + length;
  }
  return chunks;
}

function frameControl(sequence: number, side: number): Buffer {
  const fctl = Buffer.alloc(26);
  fctl.writeUInt32BE(sequence, 0);
  fctl.writeUInt32BE(side, 4);
  fctl.writeUInt32BE(side, 8);
  fctl.writeUInt16BE(1, 20); // delay 1/10 s
  fctl.writeUInt16BE(10, 22);
  return fctl;
}

/**
 * An animated PNG (APNG) of two 20 x 20 frames: acTL before the first IDAT, the second frame in
 * fdAT. Decoders that do not animate (libvips among them) read it as a still PNG.
 */
export async function animatedPng(): Promise<Buffer> {
  const side = 20;
  const [red, blue] = await Promise.all([flatPng(side, side, '#f00'), flatPng(side, side, '#00f')]);
  const second = pngChunks(blue).find(([type]) => type === 'IDAT')![1];
  const actl = Buffer.alloc(8);
  actl.writeUInt32BE(2, 0); // frames
  actl.writeUInt32BE(0, 4); // plays forever
  const seq = Buffer.alloc(4);
  seq.writeUInt32BE(2);
  const out: Buffer[] = [PNG_SIGNATURE_BYTES];
  for (const [type, data] of pngChunks(red)) {
    if (type === 'IDAT') out.push(chunk('acTL', actl), chunk('fcTL', frameControl(0, side)));
    if (type === 'IEND')
      out.push(chunk('fcTL', frameControl(1, side)), chunk('fdAT', Buffer.concat([seq, second])));
    out.push(chunk(type, data));
  }
  return Buffer.concat(out);
}

const PNG_SIGNATURE_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A phone-like JPEG whose EXIF says where it was taken (GPS) and with what. */
export function gpsJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#a85' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '44/1 29/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '11/1 20/1 4500/100',
      },
    })
    .toBuffer();
}
