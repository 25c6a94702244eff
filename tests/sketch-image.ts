import { deflateSync } from 'node:zlib';

/**
 * A real PNG that looks like a pencil portrait on paper (head, eyes, smile, shoulders), drawn here so a
 * test uploads a sketch as staff would, and the screenshots show something sketch-like. No asset file.
 */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** How dark the pencil is at (x, y): outlines of ellipses, drawn with a soft edge. */
function ink(x: number, y: number): number {
  const ring = (cx: number, cy: number, rx: number, ry: number, width: number) => {
    const d = Math.abs(Math.hypot((x - cx) / rx, (y - cy) / ry) - 1) * Math.min(rx, ry);
    return Math.max(0, 1 - d / width);
  };
  const dot = (cx: number, cy: number, r: number) => (Math.hypot(x - cx, y - cy) < r ? 1 : 0);
  const head = ring(150, 150, 70, 90, 2.2);
  const eyes = Math.max(ring(122, 142, 13, 6, 1.6), ring(178, 142, 13, 6, 1.6), dot(122, 142, 4), dot(178, 142, 4));
  const smile = y > 190 && y < 215 ? ring(150, 178, 28, 26, 1.6) : 0;
  const nose = x > 147 && x < 151 && y > 150 && y < 180 ? 0.7 : 0;
  const shoulders = y > 262 ? ring(150, 375, 130, 115, 2.4) : 0;
  const hair = y < 130 ? ring(150, 140, 78, 100, 6) * 0.6 : 0;
  return Math.min(1, Math.max(head, eyes, smile, nose, shoulders, hair));
}

export function sketchPng(width = 300, height = 375): Buffer {
  const paper = [244, 234, 213];
  const lead = [58, 52, 80];
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const amount = ink(x, y);
      for (let c = 0; c < 3; c++) row[1 + x * 3 + c] = Math.round(paper[c]! + (lead[c]! - paper[c]!) * amount);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}
