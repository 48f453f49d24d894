// Where the flow pin lives: sessionStorage, so it belongs to this tab only and
// ends with it. The rules are in ../release-safety/release-safety.ts.
import { parseFlowPin, type FlowPin } from '../release-safety';

export const FLOW_PIN_KEY = 'hikari.flowPin';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The pin of this tab, or null. */
export function readFlowPin(): FlowPin | null {
  try {
    return parseFlowPin(storage()?.getItem(FLOW_PIN_KEY) ?? null);
  } catch {
    return null;
  }
}

/** Stores the pin, or clears it (null). Without storage there is no pin: the page follows what is live. */
export function writeFlowPin(pin: FlowPin | null): void {
  try {
    const store = storage();
    if (!store) return;
    if (pin) store.setItem(FLOW_PIN_KEY, JSON.stringify(pin));
    else store.removeItem(FLOW_PIN_KEY);
  } catch {
    // A full or blocked storage: no pin.
  }
}
