// What a member reads on LINE (issue 44): a small flex bubble with the inbox message's title, the
// amount large, the message, and a button to the page it is about (only with SITE_URL set: LINE
// takes whole https links only). Made when the event happens, kept in the outbox row as sent.
import { bahtText } from '../../rules/money/money-text.ts';
import { siteLink } from '../site-link.ts';

export interface LineNews {
  kind: string;
  title: string;
  body: string;
  ref: string;
  /** Satang, when the message is about an amount. */
  amount?: number;
}

const GREEN = '#16a34a';
const RED = '#dc2626';

/** The page a message's ref leads to. */
function pageOf(news: LineNews): string {
  const [what, id] = news.ref.split(':');
  if (what === 'lotto_bill' && id) return `/lotto/bills/${id}`;
  if (news.kind === 'cashback') return '/cashback';
  // A promotion's bonus leads to the member's promotions (its turnover); staff's and the rest to the statement.
  if (what === 'promotion') return '/member/promotions';
  return '/member/statement';
}

export function lineMessages(news: LineNews): unknown[] {
  const link = siteLink(pageOf(news));
  const rejected = news.kind.endsWith('_rejected');
  const body: unknown[] = [{ type: 'text', text: news.title, weight: 'bold', size: 'md', wrap: true }];
  if (news.amount !== undefined)
    body.push({ type: 'text', text: `${bahtText(news.amount)} บาท`, weight: 'bold', size: 'xxl', color: rejected ? RED : GREEN });
  body.push({ type: 'text', text: news.body, size: 'sm', color: '#666666', wrap: true });
  const bubble: Record<string, unknown> = {
    type: 'bubble',
    size: 'kilo',
    body: { type: 'box', layout: 'vertical', spacing: 'md', contents: body },
  };
  if (link.startsWith('https://'))
    bubble.footer = {
      type: 'box',
      layout: 'vertical',
      contents: [{ type: 'button', style: 'primary', height: 'sm', action: { type: 'uri', label: 'ดูรายละเอียด', uri: link } }],
    };
  // altText: what a notification and the chat list show (at most 400 characters).
  return [{ type: 'flex', altText: news.title.slice(0, 400), contents: bubble }];
}
