// A Latin slug suggested from a page's title (the marketer can edit it): Latin words are kept,
// Thai letters are written with a rough Royal Thai General System sound each; tone marks and
// the silent mark drop. Good enough for an address; never a translation.
const SOUNDS = new Map(
  'ก=k ข=kh ฃ=kh ค=kh ฅ=kh ฆ=kh ง=ng จ=ch ฉ=ch ช=ch ซ=s ฌ=ch ญ=y ฎ=d ฏ=t ฐ=th ฑ=th ฒ=th ณ=n ด=d ต=t ถ=th ท=th ธ=th น=n บ=b ป=p ผ=ph ฝ=f พ=ph ฟ=f ภ=ph ม=m ย=y ร=r ฤ=rue ล=l ฦ=lue ว=w ศ=s ษ=s ส=s ห=h ฬ=l อ=o ฮ=h ะ=a ั=a า=a ำ=am ิ=i ี=i ึ=ue ื=ue ุ=u ู=u เ=e แ=ae โ=o ใ=ai ไ=ai ๐=0 ๑=1 ๒=2 ๓=3 ๔=4 ๕=5 ๖=6 ๗=7 ๘=8 ๙=9'
    .split(' ')
    .map((pair) => pair.split('=') as [string, string]),
);

export function suggestSlug(title: string): string {
  const latin = [...title.toLowerCase()]
    .map((letter) => (/[a-z0-9]/.test(letter) ? letter : (SOUNDS.get(letter) ?? (/[\u0e48-\u0e4e]/.test(letter) ? '' : ' '))))
    .join('');
  return latin
    .trim()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-')
    .slice(0, 60)
    .replace(/-+$/, '');
}
