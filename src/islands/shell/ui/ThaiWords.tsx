// A Thai label that breaks between words only (lib/shell/thai-words.ts): each word is kept on one line.
// Between two words the line may still break where the dictionary sees a word end: the label's own
// white-space rules that boundary. The text itself, as screen readers and search read it, is unchanged.
import { thaiWords } from '../../../lib/shell/thai-words.ts';

export default function ThaiWords({ text }: { text: string }) {
  // One box around the words: in a flex button (daisyUI's .btn) each word would be a flex item of its own.
  return (
    <span>
      {thaiWords(text).map((word, index) => (
        <span key={index} className="whitespace-nowrap">
          {word}
        </span>
      ))}
    </span>
  );
}
