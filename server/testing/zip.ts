import { crc32, inflateRawSync } from "node:zlib";

/** Test support: reads a ZIP archive back through its central directory, checking each entry's CRC-32. */
export interface ReadEntry {
  path: string;
  flags: number;
  content: Buffer;
}

export function readZip(zip: Buffer): ReadEntry[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error("no end of central directory record");
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ReadEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central header at ${at}`);
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const path = zip.toString("utf8", at + 46, at + 46 + nameLength);
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`bad local header for ${path}`);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const body = zip.subarray(start, start + compressedSize);
    const content = method === 8 ? inflateRawSync(body) : Buffer.from(body);
    if (crc32(content) !== crc) throw new Error(`CRC mismatch for ${path}`);
    entries.push({ path, flags, content });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
