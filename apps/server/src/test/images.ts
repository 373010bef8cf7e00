import { crc32, deflateSync } from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const chunk = Buffer.alloc(typed.length + 8);
  chunk.writeUInt32BE(data.length, 0);
  typed.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(typed), typed.length + 4);
  return chunk;
}

/**
 * An all-black PNG of any size, one bit a pixel: 16000×16000 is 31 KB and built in a blink, where
 * sharp takes seconds to encode one. With `rows` under the height the pixel data stops there: only
 * a reader that stops at the header takes it for a picture, a decoder finds it cut short.
 */
export function blackPng(width: number, height: number, { rows = height } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  // Each row: filter byte 0, then width bits of 0 (black).
  const pixels = Buffer.alloc((Math.ceil(width / 8) + 1) * rows);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
