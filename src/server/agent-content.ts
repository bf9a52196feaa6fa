// Agent content that the default layout renders on the server: announcements and events.
import type { AgentEvent, AgentNotification, Banner } from '../api/schemas.ts';
import { serverApi } from './gateway.ts';

export async function loadNotifications(): Promise<AgentNotification[]> {
  return (await serverApi<AgentNotification[]>({ method: 'GET', path: '/api/notifications' }))?.data ?? [];
}

export async function loadEvents(): Promise<AgentEvent[]> {
  return (await serverApi<AgentEvent[]>({ method: 'GET', path: '/api/event/list?agent_code=r999' }))?.data ?? [];
}

export async function loadBanners(): Promise<Banner[]> {
  return (await serverApi<Banner[]>({ method: 'GET', path: '/api/banner?agent_code=r999' }))?.data ?? [];
}
