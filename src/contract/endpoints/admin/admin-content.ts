// The content desk's calls (issue 28): every one needs a staff session with content.manage.
import { z } from 'zod/mini';
import { endpoint } from '../../endpoint.ts';
import { PAGE_BODY_BYTES } from '../../content/content.ts';
import {
  PICTURE_BODY_BYTES,
  bannerListSchema,
  bannerSavedSchema,
  bannerSaveRequest,
  pageDetailSchema,
  pageIdQuery,
  pageListSchema,
  pageRequest,
  pageSavedSchema,
  pageSaveRequest,
  pictureSchema,
  pictureUploadRequest,
  previewRequest,
  previewSchema,
  publishRequest,
  revertRequest,
} from '../../admin/admin-content.ts';
import {
  announcementListSchema,
  announcementSaveRequest,
  couponListSchema,
  couponSaveRequest,
  eventListSchema,
  eventSaveRequest,
  promotionDeskListSchema,
  promotionSaveRequest,
  rowSavedSchema,
} from '../../admin/admin-content-offers.ts';

const none = z.unknown();
const desk = { auth: 'staff', permission: 'content.manage' } as const;

export const contentPages = endpoint({ ...desk, method: 'GET', path: '/api/admin/content/pages', answer: pageListSchema, refusals: [] });
export const contentPage = endpoint({
  ...desk,
  method: 'GET',
  path: '/api/admin/content/page',
  query: pageIdQuery,
  answer: pageDetailSchema,
  refusals: ['CONTENT_PAGE_NOT_FOUND'],
});
/** Saves the draft as a new version (a new page without an id); what is live does not change. */
export const contentSave = endpoint({
  ...desk,
  invalidates: 'content',
  method: 'POST',
  path: '/api/admin/content/page/save',
  body: pageSaveRequest,
  maxBodyBytes: PAGE_BODY_BYTES,
  answer: pageSavedSchema,
  refusals: ['CONTENT_PAGE_NOT_FOUND', 'CONTENT_SLUG_TAKEN', 'CONTENT_UNSAFE'],
});
export const contentPublish = endpoint({
  ...desk,
  invalidates: 'content',
  method: 'POST',
  path: '/api/admin/content/page/publish',
  body: publishRequest,
  answer: none,
  refusals: ['CONTENT_PAGE_NOT_FOUND', 'CONTENT_SCHEDULE_INVALID'],
});
export const contentUnpublish = endpoint({
  ...desk,
  invalidates: 'content',
  method: 'POST',
  path: '/api/admin/content/page/unpublish',
  body: pageRequest,
  answer: none,
  refusals: ['CONTENT_PAGE_NOT_FOUND'],
});
/** One click: the chosen version becomes the newest draft, and goes live when the page is live. */
export const contentRevert = endpoint({
  ...desk,
  invalidates: 'content',
  method: 'POST',
  path: '/api/admin/content/page/revert',
  body: revertRequest,
  answer: pageSavedSchema,
  refusals: ['CONTENT_PAGE_NOT_FOUND', 'CONTENT_VERSION_NOT_FOUND', 'CONTENT_UNSAFE'],
});
/** The body rendered as a page would show it (the editor's live preview). */
export const contentPreview = endpoint({
  ...desk,
  method: 'POST',
  path: '/api/admin/content/preview',
  reads: true,
  body: previewRequest,
  maxBodyBytes: PAGE_BODY_BYTES,
  answer: previewSchema,
  refusals: ['CONTENT_UNSAFE'],
});
/** A picture uploaded: checked by its bytes, re-encoded as WebP at the sizes the pages use, kept in the database. */
export const contentPicture = endpoint({
  ...desk,
  method: 'POST',
  path: '/api/admin/content/picture',
  body: pictureUploadRequest,
  maxBodyBytes: PICTURE_BODY_BYTES,
  answer: pictureSchema,
  refusals: ['CONTENT_PICTURE_TYPE', 'CONTENT_PICTURE_TOO_LARGE'],
});
/** Every banner of the site, shown or not, in the carousel's order. */
export const contentBanners = endpoint({
  ...desk,
  method: 'GET',
  path: '/api/admin/content/banners',
  answer: bannerListSchema,
  refusals: [],
});
/** A new banner (no id) or a change to one: members see it on their next page. */
export const contentBannerSave = endpoint({
  ...desk,
  invalidates: 'content',
  method: 'POST',
  path: '/api/admin/content/banner/save',
  body: bannerSaveRequest,
  answer: bannerSavedSchema,
  refusals: ['CONTENT_BANNER_NOT_FOUND', 'CONTENT_SCHEDULE_INVALID'],
});

// Announcements, events, promotions and coupons: listed whole (shown or not), saved one at a time.
export const contentAnnouncements = endpoint({
  ...desk,
  method: 'GET',
  path: '/api/admin/content/announcements',
  answer: announcementListSchema,
  refusals: [],
});
export const contentAnnouncementSave = endpoint({
  ...desk,
  invalidates: 'content',
  method: 'POST',
  path: '/api/admin/content/announcement/save',
  body: announcementSaveRequest,
  answer: rowSavedSchema,
  refusals: ['CONTENT_ANNOUNCEMENT_NOT_FOUND', 'CONTENT_DATES_INVALID'],
});
export const contentEvents = endpoint({ ...desk, method: 'GET', path: '/api/admin/content/events', answer: eventListSchema, refusals: [] });
export const contentEventSave = endpoint({
  ...desk,
  invalidates: 'content',
  method: 'POST',
  path: '/api/admin/content/event/save',
  body: eventSaveRequest,
  answer: rowSavedSchema,
  refusals: ['CONTENT_EVENT_NOT_FOUND', 'CONTENT_DATES_INVALID'],
});
export const contentPromotions = endpoint({
  ...desk,
  method: 'GET',
  path: '/api/admin/content/promotions',
  answer: promotionDeskListSchema,
  refusals: [],
});
/** A new promotion or a change to one: members who already took it keep the terms they took. */
export const contentPromotionSave = endpoint({
  ...desk,
  invalidates: 'content',
  method: 'POST',
  path: '/api/admin/content/promotion/save',
  body: promotionSaveRequest,
  answer: rowSavedSchema,
  refusals: ['CONTENT_PROMOTION_NOT_FOUND', 'CONTENT_DATES_INVALID'],
});
export const contentCoupons = endpoint({
  ...desk,
  method: 'GET',
  path: '/api/admin/content/coupons',
  answer: couponListSchema,
  refusals: [],
});
/** A new coupon or a change to one: a use already made stays made (the code is fixed once used). */
export const contentCouponSave = endpoint({
  ...desk,
  invalidates: 'content',
  method: 'POST',
  path: '/api/admin/content/coupon/save',
  body: couponSaveRequest,
  answer: rowSavedSchema,
  refusals: ['CONTENT_COUPON_NOT_FOUND', 'CONTENT_COUPON_CODE_TAKEN', 'CONTENT_COUPON_CODE_USED', 'CONTENT_COUPON_USES_BELOW_USED'],
});
