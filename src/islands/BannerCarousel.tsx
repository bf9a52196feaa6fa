// The agent's banners as a swipeable carousel that advances by itself every 5 seconds.
import { useEffect, useRef, useState } from 'react';
import type { Banner } from '../contract/agent.ts';
import ContentPicture from './shell/ContentPicture.tsx';

const ADVANCE_MS = 5000;

export default function BannerCarousel({ banners }: { banners: Banner[] }) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);

  function show(next: number) {
    const el = track.current;
    if (!el) return;
    el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
  }

  useEffect(() => {
    if (banners.length < 2) return;
    const timer = setInterval(() => show((index + 1) % banners.length), ADVANCE_MS);
    return () => clearInterval(timer);
  }, [index, banners.length]);

  // The dot follows the banner mostly in view: an observer says when that changes, rather than a
  // handler reading the scroll position (and a layout) on every frame of every swipe (issue 30).
  useEffect(() => {
    const el = track.current;
    if (!el || banners.length < 2) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) setIndex(Number((entry.target as HTMLElement).dataset.slide));
      },
      { root: el, threshold: 0.6 },
    );
    for (const slide of el.children) observer.observe(slide);
    return () => observer.disconnect();
  }, [banners.length]);

  if (!banners.length) return null;
  return (
    <div className="relative overflow-hidden rounded-2xl border border-base-300 bg-base-100" data-testid="banner-carousel">
      <div ref={track} className="flex snap-x snap-mandatory overflow-x-auto scroll-smooth [scrollbar-width:none]">
        {banners.map((banner, i) => {
          const image = <ContentPicture content={banner} aspect="aspect-[3/1]" layout="banner" eager={i === 0} />;
          return (
            <div key={banner.id ?? i} className="w-full shrink-0 snap-center" data-slide={i}>
              {banner.link ? <a href={banner.link}>{image}</a> : image}
            </div>
          );
        })}
      </div>
      {banners.length > 1 ? (
        <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1.5">
          {banners.map((banner, i) => (
            <button
              key={banner.id ?? i}
              type="button"
              aria-label={`${i + 1} / ${banners.length}`}
              aria-current={i === index}
              className={`h-1.5 rounded-full transition-all ${i === index ? 'w-5 bg-primary' : 'w-1.5 bg-white/50'}`}
              onClick={() => show(i)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
