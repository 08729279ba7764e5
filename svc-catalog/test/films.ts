/**
 * Small films built box by box and element by element, as an encoder writes them (their frames
 * are stand-in bytes: the upload check reads a file's structure, it does not decode it).
 */

/** An ISO base media box: 32-bit size, type, payload. */
export function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

export const ftyp = (major = 'isom') =>
  box('ftyp', Buffer.from(major, 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41'));

/** An MP4 as a camera or an encoder's "fast start" writes it: ftyp, moov, then mdat. */
export function mp4Film(): Buffer {
  const moov = box('moov', box('mvhd', Buffer.alloc(100)), box('trak', box('tkhd', Buffer.alloc(84))));
  return Buffer.concat([ftyp(), moov, box('mdat', Buffer.alloc(2048, 7))]);
}

/** An EBML element: id as written, size as a one- to four-byte vint, data. */
export function element(id: number[], ...data: Buffer[]): Buffer {
  const body = Buffer.concat(data);
  const size =
    body.length < 0x7f
      ? Buffer.from([0x80 | body.length])
      : Buffer.from([0x10, (body.length >> 16) & 0xff, (body.length >> 8) & 0xff, body.length & 0xff]);
  return Buffer.concat([Buffer.from(id), size, body]);
}

/** A WebM as a browser's recorder writes it: EBML header (DocType webm), then a Segment of unknown size with Info, Tracks and a cluster. */
export function webmFilm({ docType = 'webm' } = {}): Buffer {
  const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x86], Buffer.from([1])), element([0x42, 0x82], Buffer.from(docType)));
  const info = element([0x15, 0x49, 0xa9, 0x66], element([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])));
  const tracks = element(
    [0x16, 0x54, 0xae, 0x6b],
    element([0xae], element([0xd7], Buffer.from([1])), element([0x86], Buffer.from('V_VP9'))),
  );
  const cluster = element([0x1f, 0x43, 0xb6, 0x75], element([0xe7], Buffer.from([0])), element([0xa3], Buffer.alloc(600, 9)));
  const unknownSize = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  return Buffer.concat([header, Buffer.from([0x18, 0x53, 0x80, 0x67]), unknownSize, info, tracks, cluster]);
}
