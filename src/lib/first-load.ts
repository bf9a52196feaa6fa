// The first layout load of a visit (SPEC.md section 4): validate the member and fetch the agent
// configuration, with the loading bar showing while it lasts.
import { finishLoading, startLoading } from './loading-bar.ts';
import { loadAgentConfig } from '../stores/agent.ts';
import { $isLoggedIn, loadUserInfo } from '../stores/user.ts';

export async function firstLoad(): Promise<void> {
  startLoading();
  try {
    // A 401 here clears the user and goes to /login (api/client.ts).
    await Promise.allSettled([loadAgentConfig(), $isLoggedIn.get() ? loadUserInfo() : undefined]);
  } finally {
    finishLoading();
  }
}
