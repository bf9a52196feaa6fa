/// <reference types="astro/client" />

declare namespace App {
  interface AgentInfo {
    agent_code: string;
    agent_id: number;
    name: string;
    agent_logo: string;
    line_admin_url: string;
    line_contact_url: string;
    min_age_years?: number;
    real_money?: boolean;
  }
  interface Locals {
    member: import('./contract/member.ts').UserInfo | null;
    agent: AgentInfo | null;
    /** Set through cacheForVisitors (server/page-cache.ts) by the page or a component on it. */
    visitorCacheSeconds?: number;
  }
}

interface Window {
  dataLayer?: Record<string, unknown>[];
}
