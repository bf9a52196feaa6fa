// The content desk's lists of rows (announcements, events, promotions, coupons): for each, its
// calls and the fields its form shows, in order. ContentRowsDesk draws any of them.
import * as desk from '../../contract/endpoints/admin/admin-content.ts';
import { rowDesksTh as t } from '../../i18n/admin/admin-content.ts';

export type FieldKind = 'text' | 'textarea' | 'number' | 'baht' | 'minute' | 'flag' | 'picture';
export interface RowField {
  name: string;
  label: string;
  kind: FieldKind;
  /** A minute that must be given (no way to clear its day). */
  required?: boolean;
}
export type DeskRow = { id: number } & Record<string, unknown>;

const shown: RowField[] = [
  { name: 'sort_order', label: t.shown.fields.sort_order, kind: 'number' },
  { name: 'active_from', label: t.shown.fields.active_from, kind: 'minute' },
  { name: 'active_until', label: t.shown.fields.active_until, kind: 'minute' },
  { name: 'active', label: t.shown.fields.active, kind: 'flag' },
];

export const ROW_DESKS = {
  announcements: {
    title: t.announcements.title,
    noun: t.announcements.noun,
    list: desk.contentAnnouncements,
    save: desk.contentAnnouncementSave,
    fields: [
      { name: 'image', label: t.announcements.fields.image, kind: 'picture' },
      { name: 'title', label: t.announcements.fields.title, kind: 'text' },
      { name: 'description', label: t.announcements.fields.description, kind: 'textarea' },
      { name: 'important', label: t.announcements.fields.important, kind: 'flag' },
      ...shown,
    ],
    note: (): string => '',
  },
  events: {
    title: t.events.title,
    noun: t.events.noun,
    list: desk.contentEvents,
    save: desk.contentEventSave,
    fields: [
      { name: 'image', label: t.events.fields.image, kind: 'picture' },
      { name: 'title', label: t.events.fields.title, kind: 'text' },
      { name: 'subtitle', label: t.events.fields.subtitle, kind: 'text' },
      { name: 'show_text', label: t.events.fields.show_text, kind: 'flag' },
      ...shown,
    ],
    note: (): string => '',
  },
  promotions: {
    title: t.promotions.title,
    noun: t.promotions.noun,
    list: desk.contentPromotions,
    save: desk.contentPromotionSave,
    fields: [
      { name: 'image', label: t.promotions.fields.image, kind: 'picture' },
      { name: 'title', label: t.promotions.fields.title, kind: 'text' },
      { name: 'terms', label: t.promotions.fields.terms, kind: 'textarea' },
      { name: 'bonus_percent', label: t.promotions.fields.bonus_percent, kind: 'number' },
      { name: 'max_bonus', label: t.promotions.fields.max_bonus, kind: 'baht' },
      { name: 'min_deposit', label: t.promotions.fields.min_deposit, kind: 'baht' },
      { name: 'turnover_multiple', label: t.promotions.fields.turnover_multiple, kind: 'number' },
      ...shown,
    ],
    note: (row: DeskRow): string => (Number(row.taken) > 0 ? t.promotions.taken(Number(row.taken)) : ''),
  },
  coupons: {
    title: t.coupons.title,
    noun: t.coupons.noun,
    list: desk.contentCoupons,
    save: desk.contentCouponSave,
    fields: [
      { name: 'code', label: t.coupons.fields.code, kind: 'text' },
      { name: 'credit', label: t.coupons.fields.credit, kind: 'baht' },
      { name: 'max_uses', label: t.coupons.fields.max_uses, kind: 'number' },
      { name: 'expires_at', label: t.coupons.fields.expires_at, kind: 'minute', required: true },
      { name: 'active', label: t.coupons.fields.active, kind: 'flag' },
    ],
    note: (row: DeskRow): string => t.coupons.used(Number(row.used).toLocaleString('th-TH'), Number(row.max_uses).toLocaleString('th-TH')),
  },
} as const satisfies Record<string, { title: string; noun: string; list: unknown; save: unknown; fields: RowField[]; note: unknown }>;

export type RowDeskName = keyof typeof ROW_DESKS;
export const isRowDesk = (name: string | undefined): name is RowDeskName => name !== undefined && name in ROW_DESKS;
