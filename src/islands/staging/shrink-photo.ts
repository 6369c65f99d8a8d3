/** Shrinks a picked photo in the browser when it is too big to send (see sendPlan). */
import { sendPlan } from '../../lib/staging/picked-photo.ts';

export async function photoToSend(file: File): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file; // The server reads it and explains if it cannot.
  }
  const plan = sendPlan(bitmap.width, bitmap.height, file.size);
  if (!plan.shrink) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = plan.width;
  canvas.height = plan.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, plan.width, plan.height);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? file), 'image/jpeg', 0.9));
}
