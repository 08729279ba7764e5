import type { PaintingImage } from '@atelier/contracts';
import type { ImgHTMLAttributes, Ref } from 'react';
import { fallbackSrc, PICTURE_FORMATS, srcSetFor } from './srcset';

export interface ResponsivePictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> {
  image: Pick<PaintingImage, 'imageUrl' | 'variants' | 'width' | 'height'>;
  alt: string;
  /** How wide the image is drawn, as the `sizes` attribute ('(min-width: 1024px) 33vw, 100vw'). */
  sizes: string;
  /** Class of the `<picture>` element (the `<img>` takes `className`). */
  pictureClassName?: string;
  ref?: Ref<HTMLImageElement>;
}

/**
 * A painting image as `<picture>`: AVIF and WebP sources, a JPEG `<img>`, each with every
 * rendered width, so the browser downloads the smallest file that is sharp at `sizes`. The
 * intrinsic width and height reserve the space before it arrives. While the catalog is still
 * rendering the variants, the original stands in.
 */
export function ResponsivePicture({ image, alt, sizes, pictureClassName, ...img }: ResponsivePictureProps) {
  const dimensions = { width: image.width ?? undefined, height: image.height ?? undefined };
  if (!image.variants.length) return <img src={image.imageUrl} alt={alt} {...dimensions} {...img} />;

  return (
    <picture className={pictureClassName}>
      {PICTURE_FORMATS.slice(0, 2).map(({ format, type }) => {
        const srcSet = srcSetFor(image.variants, format);
        return srcSet ? <source key={format} type={type} srcSet={srcSet} sizes={sizes} /> : null;
      })}
      <img
        src={fallbackSrc(image)}
        srcSet={srcSetFor(image.variants, 'jpeg') || undefined}
        sizes={sizes}
        alt={alt}
        {...dimensions}
        {...img}
      />
    </picture>
  );
}
