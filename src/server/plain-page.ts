// A page with one Thai sentence and a way home, for the answers given before (or without) Astro's
// pages: a refused request at the front door.

export function plainPageHtml(status: number, message: string): string {
  return (
    `<!doctype html><html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${status}</title></head><body style="background:#0c111c;color:#e5e7eb;font-family:sans-serif;text-align:center;padding:3rem 1rem">` +
    `<h1>${status}</h1><p>${message}</p><p><a href="/" style="color:#facc15">กลับหน้าแรก</a></p></body></html>`
  );
}
