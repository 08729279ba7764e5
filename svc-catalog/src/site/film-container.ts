/**
 * Whether an upload is a film the site can serve, read from its structure rather than its first
 * bytes: a document with `ftyp` at offset 4, or `webm` somewhere near the start, is not a film.
 */

/** Major brands of ISO base media files that hold video (MP4, QuickTime, 3GP, DASH, Sony XAVC). */
const VIDEO_BRANDS =
  /^(?:isom|iso[2-9a-f]|mp4[12v]|avc1|av01|hvc1|hev1|dash|M4V[ HP]?|qt {2}|3gp[4-9]|3g2[abc]|mmp4|msnv|MSNV|f4v |XAVC|NDAS)$/;
/** A box type: four printable Latin-1 characters (`©` too, as QuickTime writes). */
const BOX_TYPE = /^[\x20-\x7e\xa9]{4}$/;
/** An ftyp box holds a major brand, a version and a few compatible brands: a large one is no ftyp. */
const MAX_FTYP_SIZE = 1024;

/**
 * An ISO base media file (MP4): an `ftyp` box first, with a video brand, then top-level boxes
 * whose sizes add up to exactly the file's length, among them the film's `moov` and its `mdat`.
 */
export function isMp4(bytes: Buffer): boolean {
  const types = new Set<string>();
  let offset = 0;
  while (offset < bytes.length) {
    if (bytes.length - offset < 8) return false;
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (!BOX_TYPE.test(type)) return false;
    const declared = bytes.readUInt32BE(offset);
    let header = 8;
    let size = declared;
    if (declared === 1) {
      // A 64-bit size follows the type (a large mdat).
      if (bytes.length - offset < 16) return false;
      size = Number(bytes.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (declared === 0) {
      size = bytes.length - offset; // the last box runs to the end of the file
    }
    if (size < header || offset + size > bytes.length) return false;
    if (offset === 0 && !(type === 'ftyp' && isFtyp(bytes.subarray(0, size)))) return false;
    types.add(type);
    offset += size;
  }
  return types.has('moov') && types.has('mdat');
}

function isFtyp(box: Buffer): boolean {
  // Header, major brand, minor version, then whole four-byte compatible brands.
  if (box.length < 16 || box.length > MAX_FTYP_SIZE || (box.length - 16) % 4 !== 0) return false;
  return VIDEO_BRANDS.test(box.toString('latin1', 8, 12));
}

/** EBML element ids (with their length marker bits, as written). */
const EBML_HEADER = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const CLUSTER = 0x1f43b675;

interface Vint {
  value: number;
  length: number;
  /** All value bits set: a size not known when it was written (a live recording's segment and clusters). */
  unknown: boolean;
}

/** An EBML variable-length integer at `offset`; `keepMarker` for element ids, which are compared as written. */
function readVint(bytes: Buffer, offset: number, keepMarker = false): Vint | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23; // leading zeros of the byte, plus one
  if (length > 8 || offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index++) {
    const byte = bytes[offset + index]!;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

interface Element {
  id: number;
  /** Where its data starts, and where it ends (the end of `bytes` when its size is unknown). */
  start: number;
  end: number;
  unknown: boolean;
}

function readElement(bytes: Buffer, offset: number, parentEnd: number): Element | null {
  const id = readVint(bytes, offset, true);
  if (!id) return null;
  const size = readVint(bytes, offset + id.length);
  if (!size) return null;
  const start = offset + id.length + size.length;
  const end = size.unknown ? parentEnd : start + size.value;
  return end > parentEnd ? null : { id: id.value, start, end, unknown: size.unknown };
}

/**
 * A WebM file: an EBML header whose DocType is `webm`, then one Segment filling the rest of the
 * file, whose elements are well formed up to its first cluster and include the Tracks.
 */
export function isWebm(bytes: Buffer): boolean {
  const header = readElement(bytes, 0, bytes.length);
  if (!header || header.id !== EBML_HEADER || header.unknown) return false;
  let docType: string | undefined;
  for (let offset = header.start; offset < header.end;) {
    const child = readElement(bytes, offset, header.end);
    if (!child || child.unknown) return false;
    if (child.id === DOC_TYPE) docType = bytes.toString('latin1', child.start, child.end).replace(/\0+$/, '');
    offset = child.end;
  }
  if (docType !== 'webm') return false;

  const segment = readElement(bytes, header.end, bytes.length);
  if (!segment || segment.id !== SEGMENT || segment.end !== bytes.length) return false;
  let tracks = false;
  for (let offset = segment.start; offset < segment.end;) {
    const child = readElement(bytes, offset, segment.end);
    if (!child) return false;
    if (child.id === TRACKS) tracks = true;
    // Clusters hold the frames; a recorder may not know their size, and what follows is more of them.
    if (child.id === CLUSTER) return tracks;
    if (child.unknown) return false;
    offset = child.end;
  }
  return false;
}

/** MP4 or WebM, by structure; null for anything else. */
export function filmContainer(bytes: Buffer): 'mp4' | 'webm' | null {
  if (isMp4(bytes)) return 'mp4';
  return isWebm(bytes) ? 'webm' : null;
}
