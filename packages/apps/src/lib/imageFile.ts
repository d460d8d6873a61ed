/**
 * A picture chosen from a file, for a form that stores it in the data (a product's images, a card's
 * attachments): read as a data URL, refused when it is not a picture. A picture too large for the contracts
 * (an ordinary photo) is made smaller in the browser (a canvas, as a JPEG) until it fits; refused only when
 * even the smallest size does not fit.
 */

/** The longest data URL the contracts take for a picture (100,000 characters), with a little room. */
export const MAX_IMAGE_DATA_URL = 98_000;
/** A file up to this size is kept as it is (its data URL fits the contracts). */
export const MAX_IMAGE_BYTES = 70_000;

/** The longest side tried, largest first, and the JPEG qualities tried at each. */
const SIDES = [1024, 800, 640, 480, 360, 240] as const;
const QUALITIES = [0.85, 0.7, 0.55] as const;

export type ImageFileResult = { url: string; name: string } | { error: 'notImage' | 'tooLarge' };

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function decode(url: string): Promise<HTMLImageElement | undefined> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(undefined);
    image.src = url;
  });
}

/** The picture drawn at most `side` pixels on its longest side, as a JPEG (on white: JPEG has no transparency). */
function shrink(image: HTMLImageElement, side: number, quality: number): string {
  const scale = Math.min(1, side / Math.max(image.naturalWidth, image.naturalHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', quality);
}

export async function readImageFile(file: File): Promise<ImageFileResult> {
  if (!file.type.startsWith('image/')) return { error: 'notImage' };
  const original = await readAsDataUrl(file);
  if (file.size <= MAX_IMAGE_BYTES && original.length <= MAX_IMAGE_DATA_URL)
    return { url: original, name: file.name };
  const image = await decode(original);
  if (!image?.naturalWidth) return { error: 'tooLarge' };
  for (const side of SIDES)
    for (const quality of QUALITIES) {
      const url = shrink(image, side, quality);
      if (url.startsWith('data:image/') && url.length <= MAX_IMAGE_DATA_URL) return { url, name: file.name };
    }
  return { error: 'tooLarge' };
}
