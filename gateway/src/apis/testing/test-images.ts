import sharp from 'sharp';

/** Writes a real image file (a two-colour gradient so resizes and crops are visible). */
export async function writeTestImage(
  file: string,
  width: number,
  height: number,
  format: 'jpeg' | 'png' = 'jpeg',
): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#c03020"/><stop offset="1" stop-color="#2040c0"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/></svg>`;
  const image = sharp(Buffer.from(svg));
  await (format === 'png' ? image.png() : image.jpeg({ quality: 90 })).toFile(file);
}
