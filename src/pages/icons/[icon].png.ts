// The installed app's icons (issue 27), drawn at build from our own artwork (public/favicon.svg, the
// R9 mark) with resvg: 192 and 512 pixels, and a maskable 512 whose mark sits inside the safe
// circle on the mark's own background, so a launcher's mask never cuts it.
import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import type { APIRoute, GetStaticPaths } from 'astro';

export const prerender = true;

const ICONS: Record<string, { size: number; maskable: boolean }> = {
  'icon-192': { size: 192, maskable: false },
  'icon-512': { size: 512, maskable: false },
  'maskable-512': { size: 512, maskable: true },
};

export const getStaticPaths: GetStaticPaths = () => Object.keys(ICONS).map((icon) => ({ params: { icon } }));

function artwork(maskable: boolean): string {
  const mark = readFileSync('public/favicon.svg', 'utf8');
  if (!maskable) return mark;
  // The safe zone is the middle 80%: the mark at 70%, centred on its background colour.
  const inner = mark.replace('<svg ', '<svg x="9.6" y="9.6" width="44.8" height="44.8" ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#121826"/>${inner}</svg>`;
}

export const GET: APIRoute = ({ params }) => {
  const icon = ICONS[params.icon ?? ''];
  if (!icon) return new Response(null, { status: 404 });
  const png = new Resvg(artwork(icon.maskable), { fitTo: { mode: 'width', value: icon.size } }).render().asPng();
  return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } });
};
