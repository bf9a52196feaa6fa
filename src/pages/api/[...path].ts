// Every /api/* call, for `astro dev`: the built server's front door answers these itself, before
// Astro routes anything (src/server/front-door.ts). Both go through the one API door.
import type { APIRoute } from 'astro';
import { answerApi } from '../../server/api-door.ts';

/** The socket's address; Astro throws where an adapter cannot tell it. */
function socketAddressOf(context: { clientAddress: string }): string | undefined {
  try {
    return context.clientAddress;
  } catch {
    return undefined;
  }
}

export const ALL: APIRoute = (context) => answerApi(context.request, socketAddressOf(context));
