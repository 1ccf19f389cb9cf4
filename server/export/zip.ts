import { crc32, deflateRawSync } from "node:zlib";
import { checkGeneratedPath } from "../codegen/generate/paths";

/**
 * A small ZIP writer (APPNOTE 6.3, no ZIP64): entries come only from memory, so nothing on the disk is read and
 * no link is followed. Every name passes the generated-path check; names are UTF-8 (flag bit 11); the timestamp
 * is fixed, so the same entries always give the same bytes.
 */
export interface ZipEntry {
  path: string;
  content: string | Buffer;
}

const UTF8_FLAG = 0x0800;
const DEFLATE = 8;
const STORE = 0;
/** 2020-01-01 00:00:00 in MS-DOS time and date. */
const DOS_TIME = 0;
const DOS_DATE = ((2020 - 1980) << 9) | (1 << 5) | 1;
const MAX_ENTRIES = 0xffff;
const MAX_SIZE = 0xffffffff;

interface Written {
  name: Buffer;
  crc: number;
  method: number;
  compressedSize: number;
  size: number;
  offset: number;
}

function localHeader(entry: Omit<Written, "offset">): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(UTF8_FLAG, 6);
  header.writeUInt16LE(entry.method, 8);
  header.writeUInt16LE(DOS_TIME, 10);
  header.writeUInt16LE(DOS_DATE, 12);
  header.writeUInt32LE(entry.crc, 14);
  header.writeUInt32LE(entry.compressedSize, 18);
  header.writeUInt32LE(entry.size, 22);
  header.writeUInt16LE(entry.name.length, 26);
  header.writeUInt16LE(0, 28);
  return Buffer.concat([header, entry.name]);
}

function centralHeader(entry: Written): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE((3 << 8) | 20, 4); // made by Unix, version 2.0
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(UTF8_FLAG, 8);
  header.writeUInt16LE(entry.method, 10);
  header.writeUInt16LE(DOS_TIME, 12);
  header.writeUInt16LE(DOS_DATE, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressedSize, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  // Extra, comment, disk number and internal attributes stay 0; external attributes: a regular file, 0644.
  header.writeUInt32LE((0o100644 << 16) >>> 0, 38);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

/** The ZIP archive of `entries`, in the given order. Throws on an unsafe or repeated path, or past ZIP32 limits. */
export function writeZip(entries: readonly ZipEntry[]): Buffer {
  if (entries.length > MAX_ENTRIES) throw new Error(`Too many ZIP entries: ${entries.length}`);
  const parts: Buffer[] = [];
  const written: Written[] = [];
  const seen = new Set<string>();
  let offset = 0;
  for (const entry of entries) {
    const path = checkGeneratedPath(entry.path);
    if (seen.has(path)) throw new Error(`Two ZIP entries share the path ${path}`);
    seen.add(path);
    const data = typeof entry.content === "string" ? Buffer.from(entry.content, "utf8") : entry.content;
    const deflated = deflateRawSync(data, { level: 9 });
    // Tiny files can grow when deflated; those are stored as they are.
    const method = deflated.length < data.length ? DEFLATE : STORE;
    const body = method === DEFLATE ? deflated : data;
    const record = {
      name: Buffer.from(path, "utf8"),
      crc: crc32(data),
      method,
      compressedSize: body.length,
      size: data.length,
    };
    const header = localHeader(record);
    if (offset + header.length + body.length > MAX_SIZE) throw new Error("The ZIP archive is too large");
    written.push({ ...record, offset });
    parts.push(header, body);
    offset += header.length + body.length;
  }
  const central = Buffer.concat(written.map(centralHeader));
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(written.length, 8);
  end.writeUInt16LE(written.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, central, end]);
}
