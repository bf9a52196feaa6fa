// A QR code as SVG markup, drawn on the server from a payment payload (uqr: the encoding, masks and
// error correction are the library's). Sharp at any size on a phone; no script in the browser; it
// fills the box it is put in.
import { renderSVG } from 'uqr';

export function qrSvg(payload: string): string {
  // ecc M: readable when printed small or scanned from a cracked screen; a 4-module quiet zone.
  return renderSVG(payload, { ecc: 'M', border: 4, pixelSize: 8 }).replace(
    '<svg ',
    '<svg width="100%" height="100%" shape-rendering="crispEdges" ',
  );
}
