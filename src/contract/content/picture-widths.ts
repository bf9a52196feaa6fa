// Pictures at the size of their box (issue 43): a content picture is served at a few fixed widths,
// and a page asks for them with `srcset` and `sizes` so the browser fetches the smallest that fills
// its box at the screen's density. A desk picture (/media/{name}.webp) is drawn at a width on demand
// (/media/{name}.w{width}.webp, server/media.ts); the demo's own pictures (/images/….webp) are drawn
// at each width by the build (scripts/picture-widths.mjs). A width wider than the picture answers the
// picture at its own width: every candidate exists, whatever the picture's size.

/** The widths a picture is drawn at; any other is refused (a fixed set: each is drawn once and kept). */
export const PICTURE_WIDTHS = [160, 320, 480, 800, 1200] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

export function isPictureWidth(width: number): width is PictureWidth {
  return (PICTURE_WIDTHS as readonly number[]).includes(width);
}

/** A picture the site draws at widths: a desk picture or one of the demo's own WebP files. */
const SIZED = /^(\/media\/[A-Za-z0-9_-]{22}|\/images\/[a-z0-9/_-]+)\.webp$/;

/** `src` at `width` pixels wide, or null for a picture the site does not draw at widths (an SVG, say). */
export function pictureAtWidth(src: string, width: PictureWidth): string | null {
  const match = SIZED.exec(src);
  return match ? `${match[1]}.w${width}.webp` : null;
}

/** The `srcset` for `src` (every width), or undefined when it has no widths: the <img> keeps its src alone. */
export function pictureSrcset(src: string): string | undefined {
  if (!SIZED.test(src)) return undefined;
  return PICTURE_WIDTHS.map((width) => `${pictureAtWidth(src, width)} ${width}w`).join(', ');
}
