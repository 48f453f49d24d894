// A reload for a new build, a new settings version or a failed chunk happens
// at most once per path within 10 seconds (spec section 4), so a broken
// release can never loop. The rule is the shared domain's; this is the
// browser glue around it.
import { claimReload, type StorageLike } from '@hikari/shared/domain';

function sessionStore(): StorageLike {
  try {
    return window.sessionStorage;
  } catch {
    // No storage, no record: the domain guard then refuses every reload, which
    // is what stops a loop in a browser that blocks sessionStorage.
    const refuse = () => {
      throw new Error('sessionStorage is not available');
    };
    return { getItem: refuse, setItem: refuse };
  }
}

/** Reloads the page unless this path was reloaded less than 10 s ago. Returns whether it reloads. */
export function reloadOnce(reason: string, href: string = window.location.href): boolean {
  if (!claimReload(window.location.pathname, sessionStore(), Date.now())) return false;
  console.info(`reloading: ${reason}`);
  window.location.replace(href);
  return true;
}
