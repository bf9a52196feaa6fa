import type { Migration } from './migration.ts';

// Banners and events carry their words as data: with show_text = 1 the image is artwork without
// words and the site writes the title and subtitle over it in HTML (the Prompt font, any device);
// with 0 (an operator's own image with its words in it) the title is only its alternative text.
export const contentWords: Migration = {
  name: 'banner and event words as page text',
  sql: `
    ALTER TABLE banners ADD COLUMN subtitle TEXT NOT NULL DEFAULT '';
    ALTER TABLE banners ADD COLUMN show_text INTEGER NOT NULL DEFAULT 0 CHECK (show_text IN (0, 1));
    ALTER TABLE events ADD COLUMN subtitle TEXT NOT NULL DEFAULT '';
    ALTER TABLE events ADD COLUMN show_text INTEGER NOT NULL DEFAULT 0 CHECK (show_text IN (0, 1));
  `,
};
