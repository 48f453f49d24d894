import { useFormikContext } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { LOOKUP_RETRY_LABEL, lookupFailedMessage, type LookupFailure } from '@hikari/shared/api';
import { toHalfWidthAscii, type BankInfo } from '@hikari/shared/domain';
import { ACCOUNT_KINDS, accountKindLabels } from '@hikari/shared/forms';
import { CheckboxField, ChoiceGroup, TextField } from '@hikari/shared/form-ui';
import { form3Copy as copy } from '../../../content/customer-form-content';
import { findBanks, findBranches, type BankEntry, type BankLookup } from '../api';
import { AgreementTextDisclosure, catalogAgreementTexts } from '../../../components/agreement-text';

const digitsOf = (value: string) => toHalfWidthAscii(value).replace(/\D/g, '');

type NameState =
  { kind: 'idle' } | { kind: 'looking' } | { kind: 'missing' } | { kind: 'failed'; failure: LookupFailure };

/** The retry message of a failed look-up, with the button that runs it again. */
function LookupRetry({
  what,
  failure,
  onRetry,
}: {
  what: string;
  failure: LookupFailure;
  onRetry: () => void;
}) {
  return (
    <>
      <p className="field__error">{lookupFailedMessage(what, failure)}</p>
      <button type="button" className="button button--ghost button--small" onClick={onRetry}>
        {LOOKUP_RETRY_LABEL}
      </button>
    </>
  );
}

/**
 * Fills the name from the code whenever the code is complete, so the
 * visitor sees at once whether the code names the bank (branch) they meant.
 * `scope` is what the code is relative to (the bank, for a branch code).
 */
function useNameFromCode(
  code: string,
  length: number,
  currentName: string,
  setName: (name: string) => void,
  lookup: (code: string, signal: AbortSignal) => Promise<BankLookup> | null,
  scope = '',
): { state: NameState; remember: (code: string, scope?: string) => void; retry: () => void } {
  const [state, setState] = useState<NameState>({ kind: 'idle' });
  // Bumped by the retry button: the same code is asked again.
  const [attempt, setAttempt] = useState(0);
  // A code whose name is already there (restored from the store, or picked from a search) needs no call.
  const known = useRef(currentName ? `${scope}:${code}` : '');
  useEffect(() => {
    const key = `${scope}:${code}`;
    if (code.length !== length) {
      setState({ kind: 'idle' });
      return;
    }
    if (known.current === key) return;
    const controller = new AbortController();
    const pending = lookup(code, controller.signal);
    if (!pending) return;
    setState({ kind: 'looking' });
    void pending.then((answer) => {
      if (controller.signal.aborted) return;
      if (!answer.ok) return setState({ kind: 'failed', failure: answer.failure });
      known.current = key;
      const found = answer.items.find((item) => item.code === code) ?? answer.items[0];
      setName(found?.name ?? '');
      setState(found ? { kind: 'idle' } : { kind: 'missing' });
    });
    return () => controller.abort();
    // setName and lookup are recreated every render; the code and its scope decide when to look up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, scope, length, attempt]);
  const remember = (picked: string, pickedScope = scope) => {
    known.current = `${pickedScope}:${picked}`;
    setState({ kind: 'idle' });
  };
  return { state, remember, retry: () => setAttempt((n) => n + 1) };
}

interface NameSearchProps {
  label: string;
  /** What is searched, for the retry message ('金融機関名'). */
  what: string;
  button: string;
  resultsLabel: string;
  empty: string;
  search: (q: string) => Promise<BankLookup>;
  onChoose: (entry: BankEntry) => void;
}

/** A search by name (kanji, kana or romaji) whose results are buttons. */
function NameSearch({ label, what, button, resultsLabel, empty, search, onChoose }: NameSearchProps) {
  const inputId = useId();
  const [q, setQ] = useState('');
  const [results, setResults] = useState<BankEntry[] | null>(null);
  const [state, setState] = useState<NameState>({ kind: 'idle' });

  const run = async () => {
    if (q.trim() === '') return;
    setState({ kind: 'looking' });
    const answer = await search(q);
    if (!answer.ok) {
      setState({ kind: 'failed', failure: answer.failure });
      setResults(null);
      return;
    }
    setState({ kind: 'idle' });
    setResults(answer.items);
  };

  return (
    <div className="field">
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <div className="field__inline">
        <input
          id={inputId}
          className="field__input"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches instead of submitting the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              void run();
            }
          }}
        />
        <button type="button" className="button button--secondary button--small" onClick={() => void run()}>
          {state.kind === 'looking' ? copy.searching : button}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {state.kind === 'failed' ? (
          <LookupRetry what={what} failure={state.failure} onRetry={() => void run()} />
        ) : null}
        {results && results.length === 0 ? <p className="field__error">{empty}</p> : null}
      </div>
      {results && results.length > 0 ? (
        <ul className="lookup-results" aria-label={resultsLabel}>
          {results.map((entry) => (
            <li key={entry.code}>
              <button
                type="button"
                onClick={() => {
                  onChoose(entry);
                  setResults(null);
                  setQ('');
                }}
              >
                {entry.name}（{entry.code}）
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function NameResult({
  label,
  name,
  state,
  missing,
  onRetry,
}: {
  label: string;
  name: string;
  state: NameState;
  missing: string;
  onRetry: () => void;
}) {
  return (
    <div role="status" aria-live="polite">
      {state.kind === 'looking' ? <p className="field__hint">{copy.searching}</p> : null}
      {state.kind === 'missing' ? <p className="field__error">{missing}</p> : null}
      {state.kind === 'failed' ? (
        <LookupRetry what={label} failure={state.failure} onRetry={onRetry} />
      ) : null}
      {state.kind === 'idle' && name ? (
        <p className="field__result">
          {label}：{name}
        </p>
      ) : null}
    </div>
  );
}

/** The bank account of the 口座振替: codes with the names filled in, kind, number and holder. */
export function BankAccountFields() {
  const { values, setFieldValue } = useFormikContext<{ bankInfo: BankInfo }>();
  const bank = values.bankInfo;
  const bankCode = digitsOf(bank.bankCode);
  const branchCode = digitsOf(bank.bankBranchCode);

  const bankLookup = useNameFromCode(
    bankCode,
    4,
    bank.bankName,
    (name) => void setFieldValue('bankInfo.bankName', name, false),
    (code, signal) => findBanks({ code }, { signal }),
  );
  const branchLookup = useNameFromCode(
    branchCode,
    3,
    bank.bankBranch,
    (name) => void setFieldValue('bankInfo.bankBranch', name, false),
    (code, signal) => (bankCode.length === 4 ? findBranches(bankCode, { code }, { signal }) : null),
    bankCode,
  );

  return (
    <>
      <div className="field-row">
        <div>
          <TextField
            name="bankInfo.bankCode"
            label={copy.bankCode}
            required
            inputMode="numeric"
            maxLength={4}
            hint={copy.bankCodeHint}
            autoComplete="off"
          />
          <NameResult
            label={copy.bankName}
            name={bank.bankName}
            state={bankLookup.state}
            missing={copy.noBankFound}
            onRetry={bankLookup.retry}
          />
        </div>
        <div>
          <TextField
            name="bankInfo.bankBranchCode"
            label={copy.branchCode}
            required
            inputMode="numeric"
            maxLength={3}
            hint={copy.branchCodeHint}
            autoComplete="off"
          />
          <NameResult
            label={copy.branchName}
            name={bank.bankBranch}
            state={branchLookup.state}
            missing={copy.noBranchFound}
            onRetry={branchLookup.retry}
          />
        </div>
      </div>
      <NameSearch
        label={copy.bankSearch}
        what={copy.bankName}
        button={copy.bankSearchButton}
        resultsLabel={copy.searchResultsLabel(copy.bankName)}
        empty={copy.noBankFound}
        search={(q) => findBanks({ q })}
        onChoose={(entry) => {
          bankLookup.remember(entry.code);
          void setFieldValue('bankInfo.bankName', entry.name, false);
          void setFieldValue('bankInfo.bankBranch', '', false);
          void setFieldValue('bankInfo.bankBranchCode', '', false);
          void setFieldValue('bankInfo.bankCode', entry.code, true);
        }}
      />
      {bankCode.length === 4 ? (
        <NameSearch
          label={copy.branchSearch}
          what={copy.branchName}
          button={copy.branchSearchButton}
          resultsLabel={copy.searchResultsLabel(copy.branchName)}
          empty={copy.noBranchFound}
          search={(q) => findBranches(bankCode, { q })}
          onChoose={(entry) => {
            branchLookup.remember(entry.code);
            void setFieldValue('bankInfo.bankBranch', entry.name, false);
            void setFieldValue('bankInfo.bankBranchCode', entry.code, true);
          }}
        />
      ) : null}
      <ChoiceGroup
        name="bankInfo.accountKind"
        legend={copy.accountKindLegend}
        required
        options={ACCOUNT_KINDS.map((value) => ({ value, label: accountKindLabels[value] }))}
      />
      <TextField
        name="bankInfo.accountNo"
        label={copy.accountNo}
        required
        inputMode="numeric"
        maxLength={7}
        autoComplete="off"
        hint={copy.accountNoHint}
      />
      <TextField
        name="bankInfo.accountNameKana"
        label={copy.accountNameKana}
        required
        hint={copy.accountNameKanaHint}
        autoComplete="off"
      />
      <CheckboxField name="bankInfo.isAgree" label={copy.bankAgreeLabel} />
      <AgreementTextDisclosure text={catalogAgreementTexts.bankAgree} />
    </>
  );
}
