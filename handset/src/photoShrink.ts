/**
 * A photo as the phone sends it: at most MAX_SIDE pixels on its longer side, JPEG. A camera's 12-megapixel picture
 * becomes a few hundred kB, well inside the server's 5 MB, and quick on a bad signal. The file as it is when the
 * browser cannot decode it (the server then says whether it takes it).
 */
const MAX_SIDE = 1600;
const JPEG_QUALITY = 0.8;

export async function shrinkPhoto(file: Blob): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    return blob ?? file;
  } catch {
    return file;
  }
}
