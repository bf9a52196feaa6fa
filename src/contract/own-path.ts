// The one rule of an address a marketer types into a link or picture field (a page's button, a
// banner, an announcement's, an event's or a promotion's picture): a path on this site, read the way
// a browser reads it. `/\evil.example/x` looks like a path yet a browser takes it for
// http://evil.example/x, so the value is parsed as a URL against the site's own origin and must stay
// on it, and what browsers bend into a slash or drop (backslashes, tabs and newlines, %2F, %5C) is
// refused outright. Used by every schema that takes such a field, by the Markdown's links, and by
// the pages that draw a link read back from the database or an upstream platform.
import { z } from 'zod/mini';

/** Any origin of ours will do: the browser resolves a path against the page's own. */
const HERE = 'https://own-site.invalid';

/** Why `value` is not a path on this site (a Thai phrase to follow the field's name), or null when it is. */
export function ownPathProblem(value: string): string | null {
  if (!value.startsWith('/')) return 'ต้องเป็นที่อยู่ในเว็บนี้ ขึ้นต้นด้วย / เช่น /promotions';
  // Controls (tab, newline ...) and spaces are dropped or kept by browsers at will; a backslash is read as a slash.
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f\\]/.test(value)) return 'ต้องไม่มีช่องว่าง การขึ้นบรรทัด หรือเครื่องหมาย \\';
  // A slash, a backslash or a control written in percent code (%2F, %5C, %09), or a bad percent code.
  if (/%(?:2f|5c|[01][0-9a-f]|7f)/i.test(value) || /%(?![0-9a-f]{2})/i.test(value)) return 'ต้องไม่มีรหัส % แทนเครื่องหมาย / หรือ \\';
  if (value.startsWith('//')) return 'ต้องเป็นที่อยู่ในเว็บนี้ ไม่ใช่ลิงก์ไปเว็บอื่น (ขึ้นต้นด้วย / ตัวเดียว)';
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return 'ต้องเป็นที่อยู่ในเว็บนี้ ขึ้นต้นด้วย / เช่น /promotions';
  }
  return url.origin === HERE ? null : 'ต้องเป็นที่อยู่ในเว็บนี้ ไม่ใช่ลิงก์ไปเว็บอื่น';
}

/** True when a browser on this site would stay on it following `value`. */
export function isOwnPath(value: unknown): value is string {
  return typeof value === 'string' && ownPathProblem(value) === null;
}

/** A required path on this site, refused in Thai naming the field (`name`) and what is wrong. */
export const ownPath = (name: string) =>
  z
    .string({ error: `กรุณากรอก${name}` })
    .check(
      z.minLength(1, { error: `กรุณากรอก${name}`, abort: true }),
      z.refine(isOwnPath, { error: (issue) => `${name}${ownPathProblem(String(issue.input))}` }),
    );

/** A path on this site, or nothing (an empty string). */
export const ownPathOrEmpty = (name: string) =>
  z
    .string({ error: `กรุณากรอก${name}` })
    .check(
      z.refine((value: string) => value === '' || isOwnPath(value), { error: (issue) => `${name}${ownPathProblem(String(issue.input))}` }),
    );
