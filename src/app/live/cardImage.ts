import { JPEG_QUALITY, jpegName, needsDownscale, scaledSize } from '@machines/insurance/rules/imageScale';
import type { CardImage } from '@machines/insurance/upload.machine';

/**
 * The upload machine's prepareImage: a large photo (several megabytes from a phone) is drawn at most
 * 2048 px across and re-encoded as JPEG 0.9 before it goes up; a small one goes up untouched. A
 * browser without the canvas APIs, or a re-encode that is not smaller, keeps the original. An image
 * the browser cannot decode rejects, and the machine then uploads the original.
 */
export async function prepareCardImage({ image, name }: CardImage): Promise<CardImage> {
  if (typeof createImageBitmap !== 'function') return { image, name };
  const bitmap = await createImageBitmap(image, { imageOrientation: 'from-image' });
  try {
    if (!needsDownscale({ bytes: image.size, width: bitmap.width, height: bitmap.height })) return { image, name };
    const { width, height } = scaledSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return { image, name };
    // JPEG has no transparency: a transparent scan becomes white, not black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    return jpeg && jpeg.size < image.size ? { image: jpeg, name: jpegName(name) } : { image, name };
  } finally {
    bitmap.close();
  }
}

/** The multipart File part: the image under its name (the demo backend and real servers read both). */
export function asFile({ image, name }: CardImage): File {
  return image instanceof File && image.name === name ? image : new File([image], name, { type: image.type });
}
