// A test's transfer slip: a white picture with a mini QR drawn by uqr (the site's own QR encoder),
// in the corner as the banks print it, as a PNG or JPEG the member's phone would send.
import sharp from 'sharp';
import { encode } from 'uqr';

/** A slip picture (PNG, base64) whose QR holds `payload`; `null` draws no QR at all. */
export async function slipPicture(payload: string | null, format: 'png' | 'jpeg' = 'png'): Promise<string> {
  const width = 600;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3, 255);
  if (payload !== null) {
    const { size, data } = encode(payload, { border: 4 });
    const cell = 8;
    const left = width - size * cell - 20;
    const top = height - size * cell - 20;
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        if (!data[y]![x]) continue;
        for (let dy = 0; dy < cell; dy++)
          for (let dx = 0; dx < cell; dx++)
            pixels.fill(
              0,
              ((top + y * cell + dy) * width + left + x * cell + dx) * 3,
              ((top + y * cell + dy) * width + left + x * cell + dx) * 3 + 3,
            );
      }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  const bytes = await (format === 'png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
  return bytes.toString('base64');
}
