// A mod's folder as a zip and back: written with stored entries (no compression: a pack is a
// few kilobytes of text) and a CRC-32 each; read with stored and deflated entries (inflated by
// the browser's DecompressionStream). What is read is capped, and anything else is refused
// with a ZipError saying why: a shared file is untrusted.

/** A zip refused: `message` says why, `word` and `args` name it among the playground's words. */
export class ZipError extends Error {
  constructor(word, args = {}) {
    super(`${word} ${JSON.stringify(args)}`);
    this.name = 'ZipError';
    this.word = word;
    this.args = args;
  }
}

/** The caps on a zip read: files and bytes, unpacked. */
export const LIMITS = { files: 64, bytes: 4 * 1024 * 1024 };

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

/** The CRC-32 (ISO 3309) of `bytes`. */
export function crc32(bytes) {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A zip (as bytes) of `files` (`{path: text}`), each under `folder/`. */
export function writeZip(files, folder) {
  const enc = new TextEncoder();
  const locals = [];
  const centrals = [];
  let offset = 0;
  // 1980-01-01 00:00, the zip epoch: the same files give the same bytes.
  const time = 0, date = (0 << 9) | (1 << 5) | 1;
  for (const [path, text] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const name = enc.encode(`${folder}/${path}`);
    const data = enc.encode(text);
    const crc = crc32(data);
    // The fields a local header and its central entry share, from `at`: UTF-8 names, stored,
    // the time, the CRC, both sizes, the name's length.
    const common = (view, at) => {
      view.setUint16(at, 0x0800, true);
      view.setUint16(at + 2, 0, true);
      view.setUint16(at + 4, time, true);
      view.setUint16(at + 6, date, true);
      view.setUint32(at + 8, crc, true);
      view.setUint32(at + 12, data.length, true);
      view.setUint32(at + 16, data.length, true);
      view.setUint16(at + 20, name.length, true);
    };
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true); // version needed: 2.0
    common(local, 6);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, 20, true); // made by
    central.setUint16(6, 20, true); // version needed
    common(central, 8);
    central.setUint32(42, offset, true);
    locals.push(new Uint8Array(local.buffer), name, data);
    centrals.push(new Uint8Array(central.buffer), name);
    offset += 30 + name.length + data.length;
  }
  const dirSize = centrals.reduce((n, part) => n + part.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, centrals.length / 2, true);
  end.setUint16(10, centrals.length / 2, true);
  end.setUint32(12, dirSize, true);
  end.setUint32(16, offset, true);
  const parts = [...locals, ...centrals, new Uint8Array(end.buffer)];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}

async function inflateRaw(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  const reader = stream.getReader();
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > LIMITS.bytes) { reader.cancel(); throw new ZipError('zip-too-big', { mb: LIMITS.bytes >> 20 }); }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) { out.set(c, at); at += c.length; }
  return out;
}

/** The files of a zip (`bytes`): `{folder, files: {path: text}}`, `folder` the one folder every
 * file sits in (or '' when they do not share one). Throws a ZipError for what it cannot take. */
export async function readZip(bytes) {
  bytes = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === 0x06054b50) { end = i; break; }
  }
  if (end < 0) throw new ZipError('zip-not-zip');
  const count = view.getUint16(end + 10, true);
  const dirOffset = view.getUint32(end + 16, true);
  if (count > LIMITS.files) throw new ZipError('zip-too-many', { n: count, max: LIMITS.files });
  const dec = new TextDecoder('utf-8', { fatal: true });
  const entries = [];
  let p = dirOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > bytes.length || view.getUint32(p, true) !== 0x02014b50) throw new ZipError('zip-broken');
    const flags = view.getUint16(p + 8, true);
    const method = view.getUint16(p + 10, true);
    const crc = view.getUint32(p + 16, true);
    const packed = view.getUint32(p + 20, true);
    const size = view.getUint32(p + 24, true);
    const nameLen = view.getUint16(p + 28, true);
    const extraLen = view.getUint16(p + 30, true);
    const commentLen = view.getUint16(p + 32, true);
    const local = view.getUint32(p + 42, true);
    if (p + 46 + nameLen > bytes.length) throw new ZipError('zip-broken');
    const name = new TextDecoder().decode(bytes.subarray(p + 46, p + 46 + nameLen));
    p += 46 + nameLen + extraLen + commentLen;
    if (name.endsWith('/')) continue;
    if (flags & 1) throw new ZipError('zip-encrypted', { file: name });
    if (method !== 0 && method !== 8) throw new ZipError('zip-method', { file: name });
    entries.push({ name, method, crc, packed, size, local });
  }
  let total = 0;
  const raw = {};
  for (const e of entries) {
    const parts = e.name.split('/');
    if (e.name.startsWith('/') || parts.some((s) => s === '..' || s === '')) throw new ZipError('zip-path', { file: e.name });
    total += e.size;
    if (total > LIMITS.bytes) throw new ZipError('zip-too-big', { mb: LIMITS.bytes >> 20 });
    if (e.local + 30 > bytes.length || view.getUint32(e.local, true) !== 0x04034b50) throw new ZipError('zip-broken');
    const start = e.local + 30 + view.getUint16(e.local + 26, true) + view.getUint16(e.local + 28, true);
    if (start + e.packed > bytes.length) throw new ZipError('zip-broken');
    const body = bytes.subarray(start, start + e.packed);
    let data;
    try {
      data = e.method === 0 ? body : await inflateRaw(body);
    } catch (err) {
      if (err instanceof ZipError) throw err;
      throw new ZipError('zip-broken');
    }
    if (data.length !== e.size || crc32(data) !== e.crc) throw new ZipError('zip-crc', { file: e.name });
    raw[e.name] = data;
  }
  // Only a pack's own files: TOML and Fluent, as UTF-8 text; anything else (a README, a
  // picture, __MACOSX/) is left out.
  const names = Object.keys(raw).filter((n) => /\.(toml|ftl)$/.test(n) && !n.startsWith('__MACOSX/'));
  if (names.length === 0) throw new ZipError('zip-no-pack');
  const tops = new Set(names.map((n) => (n.includes('/') ? n.split('/')[0] : '')));
  const folder = tops.size === 1 && !tops.has('') ? [...tops][0] : '';
  const files = {};
  for (const n of names) {
    const path = folder ? n.slice(folder.length + 1) : n;
    try {
      files[path] = dec.decode(raw[n]);
    } catch {
      throw new ZipError('zip-not-text', { file: n });
    }
  }
  return { folder, files };
}
