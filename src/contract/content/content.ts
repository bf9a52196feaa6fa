// The marketers' pages (issue 28): landing pages (/promotions/{slug}) and help pages (/help/{slug}),
// kept in the database with drafts, versions and a schedule. The fields and their limits are the
// ones content.config.ts applied to the Markdown at build time (that file still checks the seed).
// Shared by the platform, the content desk and the public pages' server loads.
import { z } from 'zod/mini';
import { id } from '../ids.ts';
import { ownPath } from '../own-path.ts';

export const PAGE_KINDS = ['promotion', 'guide'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];
export const GUIDE_GROUPS = ['how-to', 'rules', 'policy', 'faq'] as const;

/** A Latin slug: the page's address after /promotions/ or /help/. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (name: string, min: number, max: number) =>
  z.string({ error: `กรุณากรอก${name}` }).check(
    z.refine((value: string) => value.trim().length >= min, { error: `กรุณากรอก${name}`, abort: true }),
    z.refine((value: string) => value.trim().length >= min, { error: `${name}ต้องมีอย่างน้อย ${min} ตัวอักษร` }),
    z.maxLength(max, { error: `${name}ต้องไม่เกิน ${max} ตัวอักษร` }),
  );
const wholeFrom = (name: string, min: number) =>
  z
    .number({ error: `${name}ต้องเป็นตัวเลข` })
    .check(z.int({ error: `${name}ต้องเป็นจำนวนเต็ม` }), z.gte(min, { error: `${name}ต้องไม่น้อยกว่า ${min}` }));

export const slugSchema = z
  .string({ error: 'กรุณากรอกชื่อในลิงก์' })
  .check(
    z.maxLength(60, { error: 'ชื่อในลิงก์ต้องไม่เกิน 60 ตัวอักษร' }),
    z.regex(SLUG, { error: 'ชื่อในลิงก์ใช้ได้เฉพาะ a-z, 0-9 และขีด (-) เช่น songkran-bonus' }),
  );

/** The longest Markdown body of a page, in characters. */
export const PAGE_BODY_MAX = 50_000;
/**
 * The bytes of a JSON body carrying a page: its Markdown at the worst (every character written as
 * \uXXXX, 6 bytes; Thai in UTF-8 is 3) and the other fields' room (each at most a few hundred).
 */
export const PAGE_BODY_BYTES = PAGE_BODY_MAX * 6 + 16 * 1024;

const seo = {
  title: text('หัวข้อ', 1, 80),
  description: text('คำอธิบาย', 20, 200),
  /** The Markdown body: checked for raw HTML and unsafe links by the platform (content/markdown.ts). */
  body: z.string({ error: 'กรุณากรอกเนื้อหา' }).check(z.maxLength(PAGE_BODY_MAX, { error: 'เนื้อหายาวเกิน 50,000 ตัวอักษร' })),
};

/**
 * A page's fields, their link and picture checked by `path`: on the way in, the one rule of a path
 * on this site (own-path.ts); on the way out, what is stored, as it is (a version saved before the
 * rule may hold a link that breaks it: the desk shows it to be fixed, the pages draw no link of it).
 */
function pageFields(path: (name: string) => z.ZodMiniType<string, string>) {
  const promotion = z.object({
    ...seo,
    kind: z.literal('promotion'),
    image: path('รูปภาพ'),
    highlight: text('ข้อความเด่น', 1, 40),
    cta: z.object({ label: text('ข้อความปุ่ม', 1, 40), href: path('ลิงก์ปุ่ม') }),
    promotion: z.optional(z.nullable(id('รหัสโปรโมชัน'))),
    home_order: z.optional(z.nullable(wholeFrom('ลำดับบนหน้าแรก', 1))),
  });
  const guide = z.object({
    ...seo,
    kind: z.literal('guide'),
    group: z.enum(GUIDE_GROUPS, { error: 'กรุณาเลือกหมวด' }),
    order: wholeFrom('ลำดับ', 1),
  });
  return { promotion, guide, either: z.discriminatedUnion('kind', [promotion, guide]) };
}
const asked = pageFields(ownPath);
const stored = pageFields(() => z.string());
/** What a marketer edits: one kind's fields (the slug and schedule travel beside it). */
export const pageFieldsSchema = asked.either;
/** A page's fields as stored and read back (answers). */
export const storedPageFieldsSchema = stored.either;
export type PageFields = z.infer<typeof pageFieldsSchema>;
export type PromotionPageFields = z.infer<typeof asked.promotion>;
export type GuidePageFields = z.infer<typeof asked.guide>;

/** A page as visitors see it: the fields, the Markdown rendered, and the day it was published. */
const renderedPage = z.object({
  slug: z.string(),
  fields: storedPageFieldsSchema,
  html: z.string(),
  /** ISO time of the live version (the build's published/updated date). */
  published_at: z.string(),
});
export type RenderedPage = z.infer<typeof renderedPage>;
export const renderedPageSchema = renderedPage;
export const livePagesSchema = z.object({ pages: z.array(renderedPage) });

export const pageQuery = z.object({ kind: z.enum(PAGE_KINDS, { error: 'ประเภทหน้าไม่ถูกต้อง' }), slug: slugSchema });
export const kindQuery = z.object({ kind: z.optional(z.enum(PAGE_KINDS, { error: 'ประเภทหน้าไม่ถูกต้อง' })) });

/** A picture's hashed name, as /media/{name}.webp serves it. */
export const PICTURE_NAME = /^[A-Za-z0-9_-]{22}$/;
export const pictureQuery = z.object({ name: z.string({ error: 'ไม่พบรูปภาพ' }).check(z.regex(PICTURE_NAME, { error: 'ไม่พบรูปภาพ' })) });
export const pictureBytesSchema = z.object({ data_base64: z.string() });
/** The content version every node checks each second (server/content-watch.ts): it moves with every desk change and schedule minute. */
export const contentVersionSchema = z.object({ version: z.string() });
