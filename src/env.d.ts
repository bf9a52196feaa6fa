/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    member: import('./contract/account/member.ts').UserInfo | null;
    /**
     * The session cookie is held but the member could not be loaded (the platform unreachable or
     * failing): the page is still the member's (server/signed-in.ts), without what needs their details.
     */
    memberUnavailable?: boolean;
    /** The agent's configuration as checked by its declaration (contract/endpoints/content/agent.ts). */
    agent: import('./contract/content/agent.ts').AgentInfo | null;
    /** The member of staff on a back-office page (/admin), from the staff cookie; null elsewhere. */
    staff?: import('./contract/admin/admin-staff.ts').StaffMe | null;
    /** On a back-office page: whether the member of staff may make a call (its declaration's permission). */
    may?: (need: import('./server/admin-desks.ts').Need) => boolean;
    /** Set through cacheForVisitors (server/page-cache.ts) by the page or a component on it. */
    visitorCacheSeconds?: number;
  }
}

interface Window {
  dataLayer?: Record<string, unknown>[];
}

declare namespace Astro {
  interface ClientDirectives {
    /** Hydrates on first use (src/boot/client-wanted.ts). */
    'client:wanted'?: string;
  }
}
