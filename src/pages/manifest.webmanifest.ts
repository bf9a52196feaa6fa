// The web app manifest (issue 27): the site installs from Chrome on Android ("add to home screen")
// with its Thai name and the icons drawn at build (pages/icons/). Built ahead of time.
import type { APIRoute } from 'astro';
import { th } from '../i18n/th.ts';

export const prerender = true;

export const GET: APIRoute = () =>
  new Response(
    JSON.stringify({
      name: th.siteTitle,
      short_name: th.appName,
      description: th.home.tagline,
      lang: 'th',
      dir: 'ltr',
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#0c111c',
      theme_color: '#0c111c',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    }),
    { headers: { 'content-type': 'application/manifest+json' } },
  );
