// The marketers' Markdown to HTML, with the build's own pipeline (Sätteri and the site's look), so
// a page is the same HTML built or published. Markdown is refused, never quietly cleaned, when it
// holds raw HTML (a <script>, an element with an event handler, ...) or a link or picture whose
// address is not safe: the marketer learns what to change, and nothing unsafe is ever stored.
import { isOwnPath } from '../../contract/own-path.ts';
import { BusinessError } from '../errors.ts';
import { markdownLook } from './markdown-look.ts';

interface UrlNode {
  url?: string;
}

/** Links may leave the site openly (https, mail, phone) or stay on it (the fields' rule); pictures only come from it. */
const OUTSIDE_LINK = /^(?:#|https:\/\/|mailto:|tel:)/i;
const safeLink = (url: string) => isOwnPath(url) || OUTSIDE_LINK.test(url);

function problemsPlugin(problems: string[]) {
  const link = (node: UrlNode) => {
    if (!safeLink(node.url ?? '')) problems.push(`ลิงก์ "${node.url}" ใช้ไม่ได้ (ใช้ได้เฉพาะ /..., https://, mailto: หรือ tel:)`);
  };
  return {
    name: 'r999-hostile-markdown',
    html(node: { value?: string }) {
      problems.push(`ใช้ HTML ในเนื้อหาไม่ได้ (${(node.value ?? '').slice(0, 40)})`);
    },
    link,
    definition: link,
    image(node: UrlNode) {
      if (!isOwnPath(node.url ?? '')) problems.push(`รูปภาพ "${node.url}" ต้องเป็นรูปที่อัปโหลดในเว็บนี้`);
    },
  };
}

/** What must never reach a page, whatever the pipeline did: the last guard, after rendering. */
const UNSAFE_OUTPUT = /<\s*(?:script|style|iframe|object|embed|form)\b|\son[a-z]+\s*=|javascript:/i;

/** The body's HTML; refuses (CONTENT_UNSAFE, naming the first problem) Markdown that is not safe. */
export async function renderMarkdown(body: string): Promise<string> {
  const problems: string[] = [];
  // Loaded when first needed: the pipeline is a few hundred modules a command-line run never uses.
  const { createSatteriMarkdownProcessor } = await import('@astrojs/markdown-satteri');
  const processor = await createSatteriMarkdownProcessor({
    syntaxHighlight: false,
    hastPlugins: [markdownLook()],
    mdastPlugins: [problemsPlugin(problems)],
  });
  const { code } = await processor.render(body);
  if (problems.length === 0 && UNSAFE_OUTPUT.test(code)) problems.push('เนื้อหามีโค้ดที่ไม่อนุญาต');
  if (problems.length > 0) throw new BusinessError('CONTENT_UNSAFE', { what: problems[0]! });
  return code;
}
