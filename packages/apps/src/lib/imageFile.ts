/**
 * A picture chosen from a file, for a form that stores it in the data (a product's images, a card's
 * attachments): read as a data URL, refused when it is not a picture or too large for the contracts.
 */

/** The largest picture taken from a file: its data URL must fit the contracts' 100,000 characters. */
export const MAX_IMAGE_BYTES = 70_000;

export type ImageFileResult = { url: string; name: string } | { error: 'notImage' | 'tooLarge' };

export function readImageFile(file: File): Promise<ImageFileResult> {
  if (!file.type.startsWith('image/')) return Promise.resolve({ error: 'notImage' });
  if (file.size > MAX_IMAGE_BYTES) return Promise.resolve({ error: 'tooLarge' });
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ url: String(reader.result), name: file.name });
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
