import sharp from 'sharp';

/** A 320×240 JPEG of one colour: a real image, as the catalog checks uploads by content. */
export function jpeg(r: number, g: number, b: number): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r, g, b } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}
