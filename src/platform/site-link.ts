// A whole link to the site for the operator's terminal (the staff enrolment link, a device's
// webhook address): SITE_URL in front when set, else the path alone.
export function siteLink(path: string): string {
  const site = process.env.SITE_URL?.trim().replace(/\/+$/, '');
  return site ? `${site}${path}` : path;
}
