// The content desk's calls (content.manage) and the visitors' live pages.
import * as desk from '../../contract/endpoints/admin/admin-content.ts';
import * as pages from '../../contract/endpoints/content/content.ts';
import { staffActor } from '../audit/index.ts';
import { ok, route, type Route } from '../http.ts';
import { listAnnouncements, saveAnnouncement } from './announcements.ts';
import { listBanners, saveBanner } from './banners.ts';
import { contentVersion } from './changes.ts';
import { listCoupons, saveCoupon } from './coupon-desk.ts';
import { listEvents, saveEvent } from './events.ts';
import { listDeskPromotions, savePromotion } from './promotion-desk.ts';
import { renderMarkdown } from './markdown.ts';
import { pictureBytes, uploadPicture } from './pictures.ts';
import { listPages, livePage, livePages, pageDetail, publishPage, revertPage, savePage, unpublishPage } from './pages.ts';

export const contentRoutes: Route[] = [
  route(desk.contentPages, async ({ db }) => ok({ pages: await listPages(db) })),
  route(desk.contentPage, async ({ db, query }) => ok(await pageDetail(db, query.id))),
  route(desk.contentSave, async ({ db, body, staff, client }) => ok(await savePage(db, staffActor(staff, client), body), 'บันทึกฉบับร่างแล้ว')),
  route(desk.contentPublish, async ({ db, body, staff, client }) => {
    await publishPage(db, staffActor(staff, client), body.id, body.at ?? null, body.until ?? null);
    return ok(null, body.at ? 'ตั้งเวลาเผยแพร่แล้ว' : 'เผยแพร่แล้ว');
  }),
  route(desk.contentUnpublish, async ({ db, body, staff, client }) => {
    await unpublishPage(db, staffActor(staff, client), body.id);
    return ok(null, 'หยุดเผยแพร่แล้ว');
  }),
  route(desk.contentRevert, async ({ db, body, staff, client }) =>
    ok(await revertPage(db, staffActor(staff, client), body.id, body.version_id), 'ย้อนกลับเป็นฉบับที่เลือกแล้ว'),
  ),
  route(desk.contentPreview, async ({ body }) => ok({ html: await renderMarkdown(body.body) })),
  route(desk.contentPicture, async ({ db, body, staff, client }) =>
    ok(await uploadPicture(db, staffActor(staff, client), body.data), 'อัปโหลดรูปภาพแล้ว'),
  ),
  route(pages.picture, async ({ db, query }) => ok({ data_base64: await pictureBytes(db, query.name) })),
  route(desk.contentBanners, async ({ db }) => ok({ banners: await listBanners(db) })),
  route(desk.contentBannerSave, async ({ db, body, staff, client }) =>
    ok(await saveBanner(db, staffActor(staff, client), body), 'บันทึกแบนเนอร์แล้ว'),
  ),
  route(desk.contentAnnouncements, async ({ db }) => ok({ announcements: await listAnnouncements(db) })),
  route(desk.contentAnnouncementSave, async ({ db, body, staff, client }) =>
    ok(await saveAnnouncement(db, staffActor(staff, client), body), 'บันทึกประกาศแล้ว'),
  ),
  route(desk.contentEvents, async ({ db }) => ok({ events: await listEvents(db) })),
  route(desk.contentEventSave, async ({ db, body, staff, client }) =>
    ok(await saveEvent(db, staffActor(staff, client), body), 'บันทึกกิจกรรมแล้ว'),
  ),
  route(desk.contentPromotions, async ({ db }) => ok({ promotions: await listDeskPromotions(db) })),
  route(desk.contentPromotionSave, async ({ db, body, staff, client }) =>
    ok(await savePromotion(db, staffActor(staff, client), body), 'บันทึกโปรโมชั่นแล้ว สมาชิกที่รับไปแล้วยังได้ตามเงื่อนไขเดิม'),
  ),
  route(desk.contentCoupons, async ({ db }) => ok({ coupons: await listCoupons(db) })),
  route(desk.contentCouponSave, async ({ db, body, staff, client }) =>
    ok(await saveCoupon(db, staffActor(staff, client), body), 'บันทึกคูปองแล้ว'),
  ),
  route(pages.version, async ({ db }) => ok({ version: await contentVersion(db) })),
  route(pages.livePage, async ({ db, query }) => ok(await livePage(db, query.kind, query.slug))),
  route(pages.livePages, async ({ db, query }) => ok({ pages: await livePages(db, query.kind) })),
];
