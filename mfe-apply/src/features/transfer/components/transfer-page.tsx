import { useState } from 'react';
import { Link } from 'react-router-dom';
import { findRoute, paths } from '@hikari/shared/domain';
import { useAppDispatch, useAppSelector } from '@hikari/shared/store';
import { Notice, PageHeading } from '@hikari/shared/ui';
import { transferCopy as copy, transferResultCopy } from '../../../content/transfer-content';
import {
  checkReopened,
  selectCheckDraft,
  selectChecked,
  selectTransferReceived,
  transferStartedOver,
} from '../state/transfer-slice';
import { prepareTransferState } from '../state/transfer-storage';
import { CheckAccepted, CheckedSummary, Refusal } from './check-answer';
import { StepList } from './step-list';
import { SupportGuidance } from './support-guidance';
import { TransferCheckForm } from './transfer-check-form';
import { TransferDone } from './transfer-done';
import { TransferRequestForm } from './transfer-request-form';

// The shell mounts pages without props, so the page brings its own slice
// (and what this tab kept of it) into the one store when first imported.
prepareTransferState();

/**
 * /transfer/: move (移転) or handover (名義変更) of an existing contract.
 * Step 1 checks the contract (CheckTransferRequest); when the answer is ok,
 * step 2 sends the request (TransferRequest); step 3 shows the reception.
 */
export function TransferPage() {
  const dispatch = useAppDispatch();
  const check = useAppSelector(selectCheckDraft);
  const checked = useAppSelector(selectChecked);
  const received = useAppSelector(selectTransferReceived);
  // Focus goes to an answer the visitor has just asked for, not to one restored after a reload.
  const [answeredNow, setAnsweredNow] = useState(false);
  const title = findRoute(paths.transfer)?.title ?? '';
  const step = received ? 3 : checked?.answer.status === 'ok' ? 2 : 1;

  return (
    <>
      <PageHeading lead={copy.lead}>{title}</PageHeading>
      <StepList current={step} />
      {received ? (
        <TransferDone
          answer={received.answer}
          transferType={received.transferType}
          focus={answeredNow}
          onStartOver={() => {
            setAnsweredNow(false);
            dispatch(transferStartedOver());
          }}
        />
      ) : checked && checked.answer.status === 'ok' ? (
        <>
          <CheckAccepted answer={checked.answer} focus={answeredNow} />
          <CheckedSummary
            draft={check}
            transferType={checked.transferType}
            onChange={() => {
              setAnsweredNow(false);
              dispatch(checkReopened());
            }}
          />
          <TransferRequestForm
            check={check}
            transferType={checked.transferType}
            onReceived={() => setAnsweredNow(true)}
          />
        </>
      ) : (
        <>
          <Notice>
            {copy.newCustomerNote} <Link to={paths.area}>{copy.newCustomerLink}</Link>
          </Notice>
          <TransferCheckForm onAnswered={() => setAnsweredNow(true)} />
          {checked ? (
            <>
              <Refusal
                title={checked.answer.title}
                message={checked.answer.message}
                next={transferResultCopy.refusedNext}
                focus={answeredNow}
              />
              <SupportGuidance />
            </>
          ) : null}
        </>
      )}
    </>
  );
}
