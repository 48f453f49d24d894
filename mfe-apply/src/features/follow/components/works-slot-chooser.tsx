import { useState, type FormEvent } from 'react';
import { messages } from '@hikari/shared/forms';
import { worksSlotCopy as copy } from '../../../content/follow-content';
import { useFollowWorksSlotsQuery, type FreeWorksSlot, type WorksSlotQuery } from '../api';
import { slotText } from './slot-text';

const keyOf = (slot: { date: string; band: string }) => `${slot.date}|${slot.band}`;

export interface WorksSlotChooserProps {
  query: WorksSlotQuery;
  /** The slot booked now, left out of the choices. */
  booked: { date: string; band: string } | null;
  /** The nearest free slots the server offered after the chosen one was taken, or null. */
  alternatives: FreeWorksSlot[] | null;
  pending: boolean;
  onShowAll: () => void;
  onChoose: (slot: FreeWorksSlot) => void;
}

/** The free slots of the application's address and wished days, one to book or change to. */
export function WorksSlotChooser({
  query,
  booked,
  alternatives,
  pending,
  onShowAll,
  onChoose,
}: WorksSlotChooserProps) {
  const slots = useFollowWorksSlotsQuery(query);
  const [chosen, setChosen] = useState('');
  const [missing, setMissing] = useState(false);
  const legend = booked ? copy.chooseLegendChange : copy.chooseLegendNew;

  if (!alternatives && !slots.data) {
    if (slots.isError && !slots.isFetching) {
      return (
        <div role="alert">
          <p>{copy.slotsError}</p>
          <button type="button" className="button button--secondary" onClick={() => void slots.refetch()}>
            {copy.slotsReload}
          </button>
        </div>
      );
    }
    return (
      <p className="loading" role="status">
        {copy.slotsLoading}
      </p>
    );
  }

  const options =
    alternatives ?? (slots.data?.slots ?? []).filter((slot) => !booked || keyOf(slot) !== keyOf(booked));
  if (options.length === 0) {
    return (
      <>
        <h3>{legend}</h3>
        <p data-testid="no-free-slots">{slots.data?.message || copy.noSlots}</p>
      </>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const slot = options.find((option) => keyOf(option) === chosen);
    setMissing(!slot);
    if (slot) onChoose(slot);
  };

  return (
    <form className="form" noValidate onSubmit={submit} aria-label={legend}>
      <fieldset
        className="form-section"
        aria-describedby={`works-slot-hint${missing ? ' works-slot-error' : ''}`}
      >
        <legend>{alternatives ? copy.alternativesLegend : legend}</legend>
        <p id="works-slot-hint" className="field__hint">
          {alternatives ? copy.alternativesHint : copy.chooseHint}
        </p>
        <ul className="choices plain-list">
          {options.map((slot) => (
            <li key={keyOf(slot)}>
              <label className="choice">
                <input
                  type="radio"
                  name="works-slot"
                  value={keyOf(slot)}
                  checked={chosen === keyOf(slot)}
                  onChange={() => {
                    setChosen(keyOf(slot));
                    setMissing(false);
                  }}
                />
                {slotText(slot)}
              </label>
            </li>
          ))}
        </ul>
        {missing ? (
          <p id="works-slot-error" className="field__error" role="alert">
            {messages.select('工事日')}
          </p>
        ) : null}
      </fieldset>
      <div className="actions">
        {alternatives ? (
          <button type="button" className="button button--ghost" onClick={onShowAll}>
            {copy.showAll}
          </button>
        ) : null}
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? copy.sending : booked ? copy.change : copy.book}
        </button>
      </div>
    </form>
  );
}
