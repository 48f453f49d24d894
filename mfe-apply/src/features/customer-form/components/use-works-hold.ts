import { useCallback, useEffect, useRef, useState } from 'react';
import type { WorksSlotChoice } from '@hikari/shared/domain';
import { form3Copy as copy } from '../../../content/customer-form-content';
import {
  useHoldWorksSlotMutation,
  useReleaseWorksHoldMutation,
  type WorksSlotOption,
  type WorksSlotQuery,
} from '../api';
import { slotKeyOf } from './works-slot-rules';

/** The server's answer that the chosen slot is gone, with the nearest free ones. */
export interface TakenSlot {
  key: string;
  /** The server's words, until the visitor holds another slot. */
  message: string | null;
  alternatives: WorksSlotOption[];
}

interface Request {
  slot: WorksSlotOption;
  input: WorksSlotQuery;
}

export interface WorksHoldHandlers {
  /** The visitor's current hold (the form value), or null. */
  choice: WorksSlotChoice | null;
  /** Stores the form value (and with it the customer's answer). */
  setChoice: (choice: WorksSlotChoice | null) => void;
  /** A hold was made for `input`. */
  onHeld?: (choice: WorksSlotChoice, input: WorksSlotQuery) => void;
}

/**
 * Holds the slots the visitor chooses, one request at a time: a choice made
 * while a hold is on its way (arrow keys run through the radios) waits, and
 * only the latest one is sent, with the hold before it to give back. Every
 * hold the visitor no longer wants is given back.
 */
export function useWorksHold({ choice, setChoice, onHeld }: WorksHoldHandlers) {
  const [holdSlot] = useHoldWorksSlotMutation();
  const [releaseHold] = useReleaseWorksHoldMutation();
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [taken, setTaken] = useState<TakenSlot | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const holdId = useRef<string | null>(choice?.holdId ?? null);
  const next = useRef<Request | null>(null);
  const running = useRef(false);
  // Bumped when the visitor stops booking: an answer to an older request is then given back, not kept.
  const generation = useRef(0);

  useEffect(() => {
    holdId.current = choice?.holdId ?? null;
  }, [choice]);

  const send = useCallback(
    async ({ slot, input }: Request) => {
      const asked = generation.current;
      const result = await holdSlot({
        input,
        date: slot.date,
        band: slot.band,
        previousHoldId: holdId.current,
      });
      const answer = result.data;
      if (asked !== generation.current) {
        if (answer?.holdId) void releaseHold(answer.holdId);
        return;
      }
      if (!answer) {
        setFailure(copy.worksSlotHoldFailed);
        return;
      }
      if (answer.result === 'held' && answer.holdId && answer.expiresAt) {
        const held: WorksSlotChoice = {
          date: slot.date,
          band: slot.band === 'pm' ? 'pm' : 'am',
          holdId: answer.holdId,
          expiresAt: answer.expiresAt,
        };
        holdId.current = held.holdId;
        // The nearest slots stay where they are (the radio chosen among them keeps the focus); the message goes.
        setTaken((shown) => shown && { ...shown, message: null });
        setChoice(held);
        onHeld?.(held, input);
        return;
      }
      // The server gave the earlier hold back before it found the slot gone.
      holdId.current = null;
      setChoice(null);
      setTaken({
        key: slotKeyOf(slot),
        message: answer.message ?? copy.worksSlotTakenFallback,
        alternatives: answer.alternatives,
      });
    },
    [holdSlot, releaseHold, setChoice, onHeld],
  );

  const choose = useCallback(
    (slot: WorksSlotOption, input: WorksSlotQuery) => {
      next.current = { slot, input };
      setPendingKey(slotKeyOf(slot));
      setFailure(null);
      if (running.current) return;
      running.current = true;
      void (async () => {
        try {
          while (next.current) {
            const request = next.current;
            next.current = null;
            await send(request);
          }
        } finally {
          running.current = false;
          setPendingKey(null);
        }
      })();
    },
    [send],
  );

  /** Gives the current hold back and forgets any choice on its way (「後で相談する」, answers changed). */
  const release = useCallback(() => {
    generation.current += 1;
    next.current = null;
    setPendingKey(null);
    setTaken(null);
    setFailure(null);
    if (holdId.current) void releaseHold(holdId.current);
    holdId.current = null;
    setChoice(null);
  }, [releaseHold, setChoice]);

  /** The offered slots changed (other answers): the alternatives were for the old ones. */
  const forgetTaken = useCallback(() => setTaken(null), []);

  return { choose, release, forgetTaken, pendingKey, taken, failure };
}
