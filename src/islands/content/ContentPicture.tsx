// The picture of a banner or an event. An operator's own image (its words in it) shows as it is,
// its title as the alternative text. Artwork without words (show_text) gets the title and subtitle
// over it as page text: set in Prompt on any device (an SVG's own text falls back to a system
// font, or to empty boxes where no Thai font is installed), and the page's own content.
import type { AgentEvent, Banner } from '../../contract/content/agent.ts';
import { pictureSrcset } from '../../contract/content/picture-widths.ts';

interface Props {
  content: Banner | AgentEvent;
  /** Tailwind aspect class: the box is reserved before the image loads. */
  aspect: string;
  /** The box's width as `sizes` says it: the browser picks the smallest of the picture's widths that fills it. */
  sizes: string;
  /** Where the words sit: beside the artwork's picture (banner) or under it (event card). */
  layout: 'banner' | 'card';
  eager?: boolean;
  fallbackAlt?: string;
}

export default function ContentPicture({ content, aspect, sizes, layout, eager = false, fallbackAlt = '' }: Props) {
  const words = Boolean(content.show_text && content.title);
  const srcSet = pictureSrcset(content.image);
  const image = (
    <img
      src={content.image}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={words ? '' : (content.title ?? fallbackAlt)}
      className={`${aspect} w-full object-cover`}
      loading={eager ? 'eager' : 'lazy'}
      // The first banner is the home page's largest paint: fetched before the scripts.
      fetchPriority={eager ? 'high' : undefined}
    />
  );
  if (!words) return image;
  return (
    <span className="relative block">
      {image}
      {layout === 'banner' ? (
        <span className="pointer-events-none absolute inset-0 flex flex-col justify-center picture-wash-side px-4 pb-3 text-left text-white sm:px-8 md:px-12">
          <span className="block max-w-[64%] text-base leading-snug font-semibold [text-shadow:0_1px_3px_rgb(0_0_0/0.5)] sm:text-2xl md:text-4xl">
            {content.title}
          </span>
          {content.subtitle ? (
            <span className="mt-0.5 block max-w-[64%] text-xs leading-snug text-white/90 sm:mt-1 sm:text-base md:text-xl">
              {content.subtitle}
            </span>
          ) : null}
        </span>
      ) : (
        <span className="pointer-events-none absolute inset-x-0 bottom-0 block picture-wash-bottom px-4 pt-10 pb-3 text-left text-white">
          <span className="block text-lg leading-snug font-semibold">{content.title}</span>
          {content.subtitle ? <span className="block text-sm leading-snug text-white/85">{content.subtitle}</span> : null}
        </span>
      )}
    </span>
  );
}
