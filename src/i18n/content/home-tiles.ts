// What each game tile of the home page says under its name (components/shell/CategoryTiles.astro, drawn
// on the server only, so no page's JS carries it). Each names only what its lobby holds
// (src/platform/seed/games.ts): no live dealer, no roulette, no jackpot, no boxing, no daily spins.
export const homeTilesTh = {
  casino: 'บาคาร่า เสือมังกร',
  slot: '5 เครื่อง 5 ธีม จ่ายตามไลน์',
  fishing: 'ปลาหลายราคา',
  sport: 'ฟุตบอลเสมือนจริง',
  freespin: 'ดาว 3 ดวงรับฟรีสปิน',
} as const;
