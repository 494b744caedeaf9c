// Shared by the page and the quality Worker (which must not import the module that starts it).

/** Draws the bitmap (then closes it) and reads its RGBA pixels. */
export function readPixels(canvas: HTMLCanvasElement | OffscreenCanvas, bitmap: ImageBitmap): ImageData {
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return context.getImageData(0, 0, canvas.width, canvas.height);
}
