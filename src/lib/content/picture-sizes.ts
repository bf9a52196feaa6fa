// The content pictures' boxes as `sizes` says them (contract/content/picture-widths.ts): the page
// column is the screen less its 1 rem sides, 1248 px from 1280 px wide screens (1608 from 1904 px),
// global.css's .page-container.

/** A banner: the whole page column. */
export const BANNER_SIZES = '(min-width: 1904px) 1608px, (min-width: 1280px) 1248px, calc(100vw - 2rem)';
/** A landing page's hero: its 672-pixel column (layouts/Content.astro, max-w-2xl). */
export const HERO_SIZES = '(min-width: 704px) 672px, calc(100vw - 2rem)';
/** A promotion card on `/`: its 112-pixel picture. */
export const CARD_PICTURE_SIZES = '112px';
