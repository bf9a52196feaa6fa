// Thai has no spaces between words: a browser breaks a line where its dictionary (ICU) sees a word
// end, and that dictionary splits loanwords it does not know ("โปรโม / ชั่น"). This cuts a label
// into words the same way (Intl.Segmenter, the same dictionary) and keeps the loanwords of the
// site whole, so a label drawn word by word (islands/shell/ui/ThaiWords.tsx) only breaks between words.

/** Words of the site the dictionary splits (each checked: `Intl.Segmenter('th')` cuts them up). */
const WHOLE_WORDS = ['โปรโมชั่น', 'บาคาร่า', 'แคชแบ็ก', 'แอดมิน', 'ฟรีสปิน', 'คลาสสิก'];
const WHOLE = new RegExp(`(${WHOLE_WORDS.join('|')})`);

const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('th', { granularity: 'word' }) : null;

/** The text cut into its words (spaces kept as their own pieces): joined again they are the text. */
export function thaiWords(text: string): string[] {
  const words: string[] = [];
  text.split(WHOLE).forEach((part, index) => {
    if (!part) return;
    // split() with a group: the odd pieces are the whole words.
    if (index % 2 === 1 || !segmenter) words.push(part);
    else for (const { segment } of segmenter.segment(part)) words.push(segment);
  });
  return words;
}
