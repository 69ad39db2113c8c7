import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageStore, processImage, REVIEW_IMAGE_LIMITS, type ImageStore, type ProcessedImage } from '../../../../src/server/features/uploads/uploads.images';
import { uploadRoutes } from '../../../../src/server/features/uploads/uploads.routes';
import { useZodContracts } from '../../../../src/server/plugins/contracts';

// Every fixture is made here with sharp itself: no binary file is committed.

type Rgb = { r: number; g: number; b: number };
const RED: Rgb = { r: 220, g: 20, b: 20 };
const BLUE: Rgb = { r: 20, g: 20, b: 220 };

function solid(width: number, height: number, colour: Rgb | string = RED) {
  return sharp({ create: { width, height, channels: 3, background: colour } });
}

/** A width × height picture whose left half is `left` and right half is `right`, as raw RGB. */
function halves(width: number, height: number, left: Rgb, right: Rgb) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const { r, g, b } = x < width / 2 ? left : right;
      pixels.set([r, g, b], (y * width + x) * 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** The colour at (x, y) of an encoded image. */
async function pixelAt(image: Buffer, x: number, y: number): Promise<Rgb> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}

function near(actual: Rgb, expected: Rgb) {
  return Math.abs(actual.r - expected.r) < 40 && Math.abs(actual.g - expected.g) < 40 && Math.abs(actual.b - expected.b) < 40;
}

/** The four-character codes of a WebP file's RIFF chunks, in order (VP8/VP8L/VP8X/ALPH for pixels; EXIF, XMP, ICCP for metadata). */
function webpChunks(data: Buffer): string[] {
  expect(data.toString('latin1', 0, 4)).toBe('RIFF');
  expect(data.toString('latin1', 8, 12)).toBe('WEBP');
  const chunks: string[] = [];
  let at = 12;
  while (at + 8 <= data.length) {
    chunks.push(data.toString('latin1', at, at + 4));
    const size = data.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return chunks;
}

function expectOk(result: ProcessedImage): Extract<ProcessedImage, { ok: true }> {
  if (!result.ok) throw new Error(`expected an image, got the problem ${result.problem}`);
  expect(result.contentType).toBe('image/webp');
  return result;
}

/** GPSLatitude 48° 51' 29.98" as the three EXIF rationals (little-endian, as sharp writes EXIF). */
const LATITUDE_RATIONALS = (() => {
  const bytes = Buffer.alloc(24);
  [48, 1, 51, 1, 2998, 100].forEach((value, index) => bytes.writeUInt32LE(value, index * 4));
  return bytes;
})();
/** The IFD0 entry pointing at the GPS IFD: tag 0x8825, type LONG, little-endian. */
const GPS_IFD_POINTER = Buffer.from([0x25, 0x88, 0x04, 0x00]);
const XMP_WITH_GPS =
  '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="48,51.4997N" exif:GPSLongitude="2,17.6667E"/>' +
  '</rdf:RDF></x:xmpmeta><?xpacket end="w"?>';

/** A PNG whose IHDR claims width × height, with only a tiny image's data behind it (CRC fixed). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(8, 8).png().toBuffer());
  // Signature (8), then the IHDR chunk: length (4), 'IHDR' (4), width (4), height (4)...
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('processing an uploaded image', () => {
  it('turns a JPEG carrying EXIF, GPS coordinates, XMP and an ICC profile into a WebP with no metadata at all', async () => {
    const jpeg = await solid(320, 240)
      .jpeg()
      .withExif({
        IFD0: { Make: 'DoorstepCam', Model: 'Pocket 7', Copyright: 'Jan Kowalski' },
        IFD2: { DateTimeOriginal: '2024:05:06 07:08:09' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2998/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 4000/100' },
      })
      .withIccProfile('p3')
      .withXmp(XMP_WITH_GPS)
      .toBuffer();
    // The fixture really carries all of it.
    const before = await sharp(jpeg).metadata();
    expect(before.format).toBe('jpeg');
    expect(before.exif).toBeDefined();
    expect(before.exif!.includes(GPS_IFD_POINTER)).toBe(true);
    expect(before.exif!.includes(LATITUDE_RATIONALS)).toBe(true);
    expect(before.exif!.includes('DoorstepCam')).toBe(true);
    expect(before.icc).toBeDefined();
    expect(before.xmpAsString).toContain('GPSLatitude');
    expect(jpeg.includes(LATITUDE_RATIONALS)).toBe(true);

    const result = expectOk(await processImage(jpeg));
    expect([result.width, result.height]).toEqual([320, 240]);
    const after = await sharp(result.data).metadata();
    expect(after.format).toBe('webp');
    expect([after.width, after.height]).toEqual([320, 240]);
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // Nothing but pixel chunks in the file, and none of the EXIF/XMP content anywhere in its bytes.
    expect(webpChunks(result.data).filter((chunk) => !['VP8 ', 'VP8L', 'VP8X', 'ALPH'].includes(chunk))).toEqual([]);
    for (const trace of [LATITUDE_RATIONALS, GPS_IFD_POINTER, 'GPS', 'Exif', 'xmpmeta', 'DoorstepCam', 'Jan Kowalski', '2024:05:06']) {
      expect(result.data.includes(trace), `output still contains ${String(trace)}`).toBe(false);
    }
  });

  it('applies the EXIF orientation, so a 200×100 JPEG marked orientation 6 comes back 100×200 and upright', async () => {
    // Orientation 6: the stored picture must be turned 90° clockwise to be seen as meant, so its
    // left (red) half ends up on top.
    const jpeg = await halves(200, 100, RED, BLUE).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer();
    const before = await sharp(jpeg).metadata();
    expect([before.width, before.height, before.orientation]).toEqual([200, 100, 6]);

    const result = expectOk(await processImage(jpeg));
    expect([result.width, result.height]).toEqual([100, 200]);
    const after = await sharp(result.data).metadata();
    expect([after.width, after.height, after.orientation]).toEqual([100, 200, undefined]);
    expect(near(await pixelAt(result.data, 50, 20), RED)).toBe(true);
    expect(near(await pixelAt(result.data, 50, 180), BLUE)).toBe(true);
  });

  it('re-encodes a PNG and a WebP to WebP at their own size when they are within maxSide', async () => {
    for (const input of [await solid(300, 200).png().toBuffer(), await solid(300, 200).webp().toBuffer()]) {
      const result = expectOk(await processImage(input));
      expect([result.width, result.height]).toEqual([300, 200]);
      expect((await sharp(result.data).metadata()).format).toBe('webp');
      expect(near(await pixelAt(result.data, 150, 100), RED)).toBe(true);
    }
  });

  it('scales a large image down so that its longest side is maxSide, keeping the aspect ratio', async () => {
    const wide = expectOk(await processImage(await solid(3200, 800).png().toBuffer()));
    expect([wide.width, wide.height]).toEqual([REVIEW_IMAGE_LIMITS.maxSide, 400]);
    const tall = expectOk(await processImage(await solid(500, 1000).jpeg().toBuffer(), { ...REVIEW_IMAGE_LIMITS, maxSide: 100 }));
    expect([tall.width, tall.height]).toEqual([50, 100]);
    const after = await sharp(tall.data).metadata();
    expect([after.width, after.height]).toEqual([50, 100]);
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const frames = [await solid(40, 20, RED).png().toBuffer(), await solid(40, 20, BLUE).png().toBuffer()];
    const gif = await sharp(frames, { join: { animated: true } }).gif().toBuffer();
    const before = await sharp(gif).metadata();
    expect([before.format, before.pages]).toEqual(['gif', 2]);

    const result = expectOk(await processImage(gif));
    expect([result.width, result.height]).toEqual([40, 20]);
    const after = await sharp(result.data).metadata();
    expect(after.pages ?? 1).toBe(1);
    expect(near(await pixelAt(result.data, 20, 10), RED)).toBe(true);
  });

  it.runIf(sharp.format.heif.input.buffer)('accepts an AVIF where this build of sharp can decode it', async () => {
    const avif = await solid(120, 80).avif().toBuffer();
    const result = expectOk(await processImage(avif));
    expect([result.width, result.height]).toEqual([120, 80]);
  });

  it('refuses bytes that are not an image as notAnImage, whatever they would have been called', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
    // sharp itself could render this SVG: processImage must refuse it all the same.
    expect((await sharp(Buffer.from(svg)).metadata()).format).toBe('svg');
    const refused: Record<string, Buffer> = {
      'an HTML page renamed .jpg': Buffer.from('<html><script>alert(1)</script></html>'),
      'an SVG with a script': Buffer.from(svg),
      'an SVG with an XML prolog': Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${svg}`),
      'a PDF': Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
      'a TIFF (an image, but not one we take)': await solid(20, 20).tiff().toBuffer(),
      'an empty file': Buffer.alloc(0),
      'a JPEG signature followed by junk': Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg at all'.repeat(20))]),
      'half of a JPEG': await solid(200, 200).jpeg().toBuffer().then((jpeg) => jpeg.subarray(0, Math.floor(jpeg.length / 2))),
    };
    for (const [what, bytes] of Object.entries(refused)) {
      expect(await processImage(bytes), what).toEqual({ ok: false, problem: 'notAnImage' });
    }
  });

  it('never returns bytes appended to a real image (an image/HTML polyglot comes back as pixels only)', async () => {
    const jpeg = await solid(64, 64).jpeg().toBuffer();
    const polyglot = Buffer.concat([jpeg, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const result = expectOk(await processImage(polyglot));
    expect(result.data.includes('<script>')).toBe(false);
    expect(result.data.includes(jpeg.subarray(0, 200))).toBe(false);
  });

  it('refuses a file over maxBytes as tooLarge before looking at what it is', async () => {
    const jpeg = await solid(400, 400).jpeg().toBuffer();
    expect(jpeg.length).toBeGreaterThan(1000);
    expect(await processImage(jpeg, { ...REVIEW_IMAGE_LIMITS, maxBytes: 1000 })).toEqual({ ok: false, problem: 'tooLarge' });
    // Not even decoded: over the limit, text is tooLarge too, not notAnImage.
    expect(await processImage(Buffer.alloc(1001, 'a'), { ...REVIEW_IMAGE_LIMITS, maxBytes: 1000 })).toEqual({ ok: false, problem: 'tooLarge' });
    expect(expectOk(await processImage(jpeg, { ...REVIEW_IMAGE_LIMITS, maxBytes: jpeg.length })).width).toBe(400);
  });

  it('refuses a decompression bomb (a 10000×10000 single-colour PNG, small in bytes) as tooManyPixels', async () => {
    const bomb = await solid(10_000, 10_000, '#ffffff').png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(REVIEW_IMAGE_LIMITS.maxBytes);
    expect(await processImage(bomb)).toEqual({ ok: false, problem: 'tooManyPixels' });
  });

  it('counts pixels from the header alone: a PNG claiming 100000×100000 with almost no data is tooManyPixels, not notAnImage', async () => {
    // Were the pixels decoded first, this file would fail as corrupt; the header check answers before that.
    expect(await processImage(await pngClaiming(100_000, 100_000))).toEqual({ ok: false, problem: 'tooManyPixels' });
  });

  it('takes maxPixels as an inclusive limit on width × height', async () => {
    const png = await solid(100, 100).png().toBuffer();
    expect(await processImage(png, { ...REVIEW_IMAGE_LIMITS, maxPixels: 9_999 })).toEqual({ ok: false, problem: 'tooManyPixels' });
    expect(expectOk(await processImage(png, { ...REVIEW_IMAGE_LIMITS, maxPixels: 10_000 })).width).toBe(100);
  });
});

describe('the image store', () => {
  let root: string;
  let dir: string;
  let store: ImageStore;
  let webp: Buffer;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'doorstep-uploads-'));
    dir = join(root, 'images');
    store = createImageStore(dir);
    webp = expectOk(await processImage(await solid(30, 30).png().toBuffer())).data;
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('saves under a generated name of 22 random base64url characters and .webp, and reads the same bytes back', async () => {
    const first = await store.save({ data: webp });
    const second = await store.save({ data: webp });
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}\.webp$/);
    expect(second).toMatch(/^[A-Za-z0-9_-]{22}\.webp$/);
    expect(second).not.toBe(first);
    expect(await readdir(dir)).toEqual(expect.arrayContaining([first, second]));
    expect((await readdir(dir)).filter((name) => !/^[A-Za-z0-9_-]{22}\.webp$/.test(name))).toEqual([]);
    expect(await readFile(join(dir, first))).toEqual(webp);
    expect(await store.read(first)).toEqual(webp);
  });

  it('answers undefined for a well-formed name that was never stored', async () => {
    expect(await store.read('AAAAAAAAAAAAAAAAAAAAAA.webp')).toBeUndefined();
  });

  it('refuses any name not of its own form, so nothing outside its folder can be read', async () => {
    // A file just outside the store's folder, under a name that would otherwise pass.
    const outside = 'BBBBBBBBBBBBBBBBBBBBBB.webp';
    await writeFile(join(root, outside), webp);
    await mkdir(join(dir, 'sub'), { recursive: true });
    await writeFile(join(dir, 'sub', outside), webp);
    for (const name of [
      '../etc/passwd',
      '../../../../etc/passwd',
      `../${outside}`,
      `sub/${outside}`,
      `sub\\${outside}`,
      '/etc/passwd',
      `${join(root, outside)}`,
      '..%2F..%2Fetc%2Fpasswd',
      'AAAAAAAAAAAAAAAAAAAAAA.webp\0.txt',
      'AAAA.webp',
      'AAAAAAAAAAAAAAAAAAAAAA.html',
      'AAAAAAAAAAAAAAAAAAAAAA.webp.html',
      '.AAAAAAAAAAAAAAAAAAAAAA.webp',
      '',
    ]) {
      expect(await store.read(name), name).toBeUndefined();
    }
  });

  it('makes an image’s renditions 160, 480, 800 and 1200 px wide, keeping its shape and never widening it', async () => {
    const wide = await store.save({ data: expectOk(await processImage(await halves(1600, 800, RED, BLUE).png().toBuffer())).data });
    await store.makeRenditions(wide);
    const base = wide.replace('.webp', '');
    for (const width of [160, 480, 800, 1200]) {
      const copy = await readFile(join(dir, `${base}-${width}.webp`));
      expect(await sharp(copy).metadata(), String(width)).toMatchObject({ format: 'webp', width, height: width / 2 });
      expect(near(await pixelAt(copy, width - 2, width / 4), BLUE), String(width)).toBe(true);
    }
    const narrow = await store.save({ data: webp });
    await store.makeRenditions(narrow);
    expect(await sharp((await store.read(narrow.replace('.webp', '-480.webp')))!).metadata()).toMatchObject({ width: 30, height: 30 });
  });

  it('makes a rendition on the first read of an image stored before renditions existed, and keeps it', async () => {
    const name = await store.save({ data: expectOk(await processImage(await solid(1000, 500).png().toBuffer())).data });
    const rendition = name.replace('.webp', '-480.webp');
    expect(await readdir(dir)).not.toContain(rendition);
    const first = await store.read(rendition);
    expect(await sharp(first!).metadata()).toMatchObject({ format: 'webp', width: 480, height: 240 });
    expect(await readdir(dir)).toContain(rendition);
    expect(await store.read(rendition)).toEqual(first);
  });

  it('makes a rendition once for a burst of first asks: every asker gets the one made', async () => {
    const name = await store.save({ data: expectOk(await processImage(await solid(900, 900).png().toBuffer())).data });
    const answers = await Promise.all(Array.from({ length: 20 }, () => store.read(name.replace('.webp', '-800.webp'))));
    expect(new Set(answers).size).toBe(1);
    expect((await readdir(dir)).filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });

  it('has no rendition of an image it does not hold, nor at a width it does not make', async () => {
    expect(await store.read('AAAAAAAAAAAAAAAAAAAAAA-480.webp')).toBeUndefined();
    const name = await store.save({ data: webp });
    expect(await store.read(name.replace('.webp', '-500.webp'))).toBeUndefined();
    expect(await store.read(name.replace('.webp', '-480-480.webp'))).toBeUndefined();
  });

  it('refuses to store bytes that are not a processed WebP', async () => {
    await expect(store.save({ data: Buffer.from('<html><script>alert(1)</script></html>') })).rejects.toThrow(/WebP/);
    await expect(store.save({ data: await solid(10, 10).jpeg().toBuffer() })).rejects.toThrow(/WebP/);
  });
});

describe('GET /uploads/:name', () => {
  let root: string;
  let store: ImageStore;
  let app: FastifyInstance;
  let name: string;
  let webp: Buffer;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'doorstep-uploads-route-'));
    store = createImageStore(root);
    webp = expectOk(await processImage(await solid(30, 30).png().toBuffer())).data;
    name = await store.save({ data: webp });
    app = Fastify();
    useZodContracts(app);
    await app.register(uploadRoutes, { store });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves a stored image with a fixed WebP type, nosniff, a year of immutable caching and a CSP that allows nothing', async () => {
    const response = await app.inject({ method: 'GET', url: `/uploads/${name}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'");
    expect(response.rawPayload).toEqual(webp);
  });

  it('serves a rendition of a stored image, made on first ask, cached as long as the image', async () => {
    const response = await app.inject({ method: 'GET', url: `/uploads/${name.replace('.webp', '-160.webp')}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 30 });
  });

  it('answers a plain-text 404 for an unknown or malformed name, without echoing it', async () => {
    for (const url of [
      '/uploads/AAAAAAAAAAAAAAAAAAAAAA.webp',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/%2E%2E%2Fpackage.json',
      '/uploads/x.html',
      `/uploads/${name.replace('.webp', '.html')}`,
      '/uploads/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/plain; charset=utf-8');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.body, url).toBe('Not found');
    }
  });
});
