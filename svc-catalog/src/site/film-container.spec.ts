import { box, element, ftyp, mp4Film, webmFilm } from '../../test/films';
import { filmContainer } from './film-container';

describe(filmContainer.name, () => {
  it('takes an MP4 whose boxes fill the file, with its moov and mdat, whatever their order or a 64-bit mdat size', () => {
    expect(filmContainer(mp4Film())).toBe('mp4');
    const moov = box('moov', box('mvhd', Buffer.alloc(100)));
    const bigMdat = Buffer.alloc(16 + 512, 3);
    bigMdat.writeUInt32BE(1);
    bigMdat.write('mdat', 4, 'latin1');
    bigMdat.writeBigUInt64BE(BigInt(bigMdat.length), 8);
    expect(filmContainer(Buffer.concat([ftyp('mp42'), bigMdat, moov]))).toBe('mp4');
    expect(filmContainer(Buffer.concat([ftyp('qt  '), moov, box('mdat', Buffer.alloc(64))]))).toBe('mp4');
  });

  it("refuses an HTML document with 'ftyp' at offset 4", () => {
    const page = Buffer.from(`<!--ftypisom--><html><script>alert(document.cookie)</script></html>`);
    expect(page.toString('latin1', 4, 8)).toBe('ftyp');
    expect(filmContainer(page)).toBeNull();
    // Nor does a real ftyp box make the rest of a page a film.
    expect(filmContainer(Buffer.concat([ftyp(), Buffer.from('<html><script>alert(1)</script></html>')]))).toBeNull();
  });

  it('refuses ISO files that are not films, and boxes that do not add up', () => {
    const film = mp4Film();
    expect(filmContainer(Buffer.concat([ftyp('avif'), film.subarray(ftyp().length)]))).toBeNull(); // a still picture
    expect(filmContainer(Buffer.concat([ftyp(), box('moov', Buffer.alloc(8))]))).toBeNull(); // no frames
    expect(filmContainer(Buffer.concat([ftyp(), box('mdat', Buffer.alloc(8))]))).toBeNull(); // no index
    expect(filmContainer(film.subarray(0, film.length - 1))).toBeNull(); // cut short
    expect(filmContainer(Buffer.concat([film, Buffer.from('trailing')]))).toBeNull();
    const overlong = Buffer.from(film);
    overlong.writeUInt32BE(film.length * 2, ftyp().length); // moov claims more than the file holds
    expect(filmContainer(overlong)).toBeNull();
    const hugeFtyp = box('ftyp', Buffer.from('isom'), Buffer.alloc(4), Buffer.alloc(4096));
    expect(filmContainer(Buffer.concat([hugeFtyp, film.subarray(ftyp().length)]))).toBeNull();
  });

  it('takes a WebM with its EBML header, DocType webm and a Segment holding Tracks before its clusters', () => {
    expect(filmContainer(webmFilm())).toBe('webm');
  });

  it('refuses other EBML files and a header followed by anything but a well-formed Segment', () => {
    expect(filmContainer(webmFilm({ docType: 'matroska' }))).toBeNull();
    const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from('webm')));
    expect(filmContainer(Buffer.concat([header, Buffer.from('<html><script>alert(1)</script></html>')]))).toBeNull();
    // 'webm' within the first bytes is not enough.
    expect(filmContainer(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('webm<html></html>')]))).toBeNull();
    const film = webmFilm();
    expect(filmContainer(film.subarray(0, 60))).toBeNull();
  });
});
