// An announcement's picture, drawn on a canvas. The announcement dialog opens by itself once per
// visit, after the scripts, over whatever the page is: as an <img> its picture would become the
// page's largest contentful paint (LCP) every time, though the page itself had long been drawn.
// A canvas is not an LCP candidate, so the page's own content stays the measure of when the page
// is there. The picture is decorative (the title and text say it all): hidden from screen readers.
import { useEffect, useRef } from 'react';

interface Props {
  src: string;
  className?: string;
}

/** Draws `image` over the whole canvas, cropped to fill it (as object-fit: cover would). */
function cover(canvas: HTMLCanvasElement, image: HTMLImageElement): void {
  const ratio = window.devicePixelRatio || 1;
  const width = Math.round(canvas.clientWidth * ratio);
  const height = Math.round(canvas.clientHeight * ratio);
  const context = canvas.getContext('2d');
  if (!context || !width || !height || !image.naturalWidth || !image.naturalHeight) return;
  canvas.width = width;
  canvas.height = height;
  const scale = Math.max(width / image.naturalWidth, height / image.naturalHeight);
  const drawnWidth = image.naturalWidth * scale;
  const drawnHeight = image.naturalHeight * scale;
  context.drawImage(image, (width - drawnWidth) / 2, (height - drawnHeight) / 2, drawnWidth, drawnHeight);
}

export default function AnnouncementPicture({ src, className = '' }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const image = new Image();
    let drawn = false;
    const draw = () => {
      if (canvas.current) cover(canvas.current, image);
      drawn = true;
    };
    image.addEventListener('load', draw);
    image.src = src;
    // Drawn again at the new size when the dialog changes width (a phone turned).
    const observer = new ResizeObserver(() => drawn && draw());
    if (canvas.current) observer.observe(canvas.current);
    return () => {
      image.removeEventListener('load', draw);
      observer.disconnect();
    };
  }, [src]);

  return <canvas ref={canvas} className={className} data-src={src} aria-hidden="true" />;
}
