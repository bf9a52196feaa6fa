// The content desk's calls (pages, pictures, banners and the row desks: announcements, events,
// promotions, coupons), declared in contract/endpoints/admin/admin-content.ts.
import * as content from '../../contract/endpoints/admin/admin-content.ts';
import { adminCall, type BodyOf } from './admin.ts';

export const getPage = (id: number) => adminCall(content.contentPage, { query: { id } });
export const savePage = (body: BodyOf<typeof content.contentSave>) => adminCall(content.contentSave, { body });
export const publishPage = (body: BodyOf<typeof content.contentPublish>) => adminCall(content.contentPublish, { body });
export const unpublishPage = (body: BodyOf<typeof content.contentUnpublish>) => adminCall(content.contentUnpublish, { body });
export const revertPage = (body: BodyOf<typeof content.contentRevert>) => adminCall(content.contentRevert, { body });
/** A picture as base64; the answer is its path on the site. */
export const uploadPicture = (data: string) => adminCall(content.contentPicture, { body: { data } });

export const getBanners = () => adminCall(content.contentBanners);
export const saveBanner = (body: BodyOf<typeof content.contentBannerSave>) => adminCall(content.contentBannerSave, { body });

/** A row desk's list and save (islands/admin/content-rows.ts names which for each desk). */
type RowList =
  typeof content.contentAnnouncements | typeof content.contentEvents | typeof content.contentPromotions | typeof content.contentCoupons;
type RowSave =
  | typeof content.contentAnnouncementSave
  | typeof content.contentEventSave
  | typeof content.contentPromotionSave
  | typeof content.contentCouponSave;

export const getRows = (list: RowList) => adminCall(list);
export const saveRow = (save: RowSave, body: Record<string, unknown>) => adminCall(save, { body });
