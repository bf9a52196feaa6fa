// A Thai label that breaks between words only (lib/thai-words.ts): each word is kept on one line,
// with a break opportunity between words. Screen readers and search read the same text.
import { Fragment } from 'react';
import { thaiWords } from '../../lib/thai-words.ts';

export default function ThaiWords({ text }: { text: string }) {
  return (
    <>
      {thaiWords(text).map((word, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span className="whitespace-nowrap">{word}</span>
        </Fragment>
      ))}
    </>
  );
}
