import { useEffect, useRef, useState, type RefObject } from 'react';
import { Field, Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { Link } from 'react-router-dom';
import { findRoute, isMaintenanceMode, paths, priceCatalog } from '@hikari/shared/domain';
import { UPSELL_OPTION_FLAGS, upsellSchema, type UpsellValues } from '@hikari/shared/forms';
import { selectSettings, useAppSelector } from '@hikari/shared/store';
import { Notice, PageHeading, TableScroll } from '@hikari/shared/ui';
import {
  asGraphqlError,
  FailureNotice,
  ownFieldPaths,
  PhoneField,
  sessionPendingKey,
  TextField,
  useFormSubmission,
  validateValues,
} from '@hikari/shared/form-ui';
import { applyCopy, upsellChoices, upsellOrderOf } from '../../../content/option-apply-content';
import { monthlyPrice } from '../../../content/option-detail-copy';
import { optionPaths } from '../../../content/option-paths';
import { useApplicationUpSellMutation } from '../api';

const initialValues: UpsellValues = {
  contractNumber: '',
  phone: '',
  options: Object.fromEntries(UPSELL_OPTION_FLAGS.map((flag) => [flag, false])) as UpsellValues['options'],
};

// The form's own fields, from the schema, so a server message for one of them sits next to it.
const isFormField = ownFieldPaths(Object.keys(upsellSchema.fields));
const OPTIONS_HINT_ID = 'upsell-options-hint';
const OPTIONS_ERROR_ID = 'upsell-options-error';

/** The key of an order whose outcome is not known yet, kept in the tab (a reload must not send a second order). */
const orderKey = sessionPendingKey('hikari:option-apply:pending-key', 'upsell');

/** The ordered options with their prices and the monthly total, from the catalog. */
function OrderSummary({ options, headingId }: { options: UpsellValues['options']; headingId: string }) {
  const order = upsellOrderOf(options, priceCatalog);
  const titleOf = (page: (typeof order.lines)[number]['page']) => findRoute(optionPaths[page])?.title ?? page;
  return (
    <>
      <TableScroll label={applyCopy.orderLabel}>
        <table className="data" aria-labelledby={headingId} data-testid="upsell-order">
          <thead>
            <tr>
              <th scope="col">{applyCopy.columnOption}</th>
              <th scope="col">{applyCopy.columnPrice}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.flag}>
                <th scope="row">{titleOf(line.page)}</th>
                <td>{line.price(priceCatalog)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{applyCopy.monthlyTotal}</th>
              <td data-testid="upsell-monthly-total">{monthlyPrice(order.monthlyTotal)}</td>
            </tr>
          </tfoot>
        </table>
      </TableScroll>
      <p className="field__hint">{applyCopy.monthlyTotalNote}</p>
      {order.planDependent.length > 0 ? (
        <p className="field__hint">
          {applyCopy.planDependentNote(
            order.planDependent.map((line) => `「${titleOf(line.page)}」`).join(''),
          )}
        </p>
      ) : null}
    </>
  );
}

/** What the customer sees once the order is stored: its reception number and what was ordered. */
function OrderReceived({
  title,
  receptionId,
  ordered,
  focusRef,
}: {
  title: string;
  receptionId: string;
  ordered: UpsellValues | null;
  focusRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <div ref={focusRef} tabIndex={-1}>
        <Notice tone="success" title={applyCopy.successTitle}>
          <p data-testid="reception-id">{applyCopy.successBody(receptionId)}</p>
          <p>{applyCopy.successNext}</p>
        </Notice>
      </div>
      {ordered ? (
        <section className="section" aria-labelledby="upsell-ordered-heading">
          <h2 id="upsell-ordered-heading">{applyCopy.orderedHeading}</h2>
          <OrderSummary options={ordered.options} headingId="upsell-ordered-heading" />
        </section>
      ) : null}
      <p>
        <Link to={paths.option}>{applyCopy.backToList}</Link>
      </p>
    </>
  );
}

/** The answers as they will be sent, for the customer to check before anything is sent. */
function OrderReview({
  review,
  focusRef,
  pending,
  maintenance,
  onEdit,
  onSubmit,
}: {
  review: UpsellValues;
  focusRef: RefObject<HTMLHeadingElement | null>;
  pending: boolean;
  maintenance: boolean;
  onEdit: () => void;
  onSubmit: () => void;
}) {
  return (
    <section className="section" aria-labelledby="upsell-review-heading">
      <h2 id="upsell-review-heading" ref={focusRef} tabIndex={-1}>
        {applyCopy.reviewHeading}
      </h2>
      <p>{applyCopy.reviewLead}</p>
      <dl className="price-list">
        <div className="price-list__row">
          <dt>{applyCopy.contractNumberLabel}</dt>
          <dd>{review.contractNumber}</dd>
        </div>
        <div className="price-list__row">
          <dt>{applyCopy.phoneLabel}</dt>
          <dd>{review.phone}</dd>
        </div>
      </dl>
      <h3 id="upsell-review-order-heading">{applyCopy.orderHeading}</h3>
      <OrderSummary options={review.options} headingId="upsell-review-order-heading" />
      <div className="actions">
        <button type="button" className="button button--ghost" disabled={pending} onClick={onEdit}>
          {applyCopy.edit}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={pending || maintenance}
          onClick={onSubmit}
        >
          {pending ? applyCopy.submitting : applyCopy.submit}
        </button>
      </div>
    </section>
  );
}

/** The options to add, each with its price and a link to its page. */
function OptionsFieldset({ optionsError }: { optionsError: string | null }) {
  return (
    <fieldset
      aria-describedby={[OPTIONS_HINT_ID, optionsError ? OPTIONS_ERROR_ID : null].filter(Boolean).join(' ')}
    >
      <legend>
        {applyCopy.optionsLegend}
        <span className="field__required">{applyCopy.required}</span>
      </legend>
      <p id={OPTIONS_HINT_ID} className="field__hint">
        {applyCopy.optionsHint}
      </p>
      {optionsError ? (
        <p id={OPTIONS_ERROR_ID} className="field__error" role="alert">
          {optionsError}
        </p>
      ) : null}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {upsellChoices.map((choice) => {
          const optionTitle = findRoute(optionPaths[choice.page])?.title ?? choice.flag;
          const inputId = `upsell-${choice.flag}`;
          const priceId = `${inputId}-price`;
          return (
            <li key={choice.flag}>
              <label className="choice" htmlFor={inputId}>
                <Field
                  id={inputId}
                  type="checkbox"
                  name={`options.${choice.flag}`}
                  aria-invalid={optionsError ? true : undefined}
                  aria-describedby={[priceId, optionsError ? OPTIONS_ERROR_ID : null]
                    .filter(Boolean)
                    .join(' ')}
                />
                <span>{optionTitle}</span>
                <small id={priceId}>{choice.price(priceCatalog)}</small>
              </label>{' '}
              <Link to={optionPaths[choice.page]}>{applyCopy.optionDetails(optionTitle)}</Link>
            </li>
          );
        })}
      </ul>
      <p className="field__hint">
        {applyCopy.unavailableNote} <Link to={paths.support}>{applyCopy.supportLink}</Link>
      </p>
    </fieldset>
  );
}

/**
 * /option/apply/: an existing customer adds options to the contract, sees
 * what is ordered and what it adds to the monthly fee, then sends it. One
 * idempotency key is drawn for a set of answers and kept in the tab until
 * the order is stored, so a double click, a second try after a lost answer
 * or a reload is stored once; changed answers get a new key.
 */
export function OptionApplyPage() {
  const [applyUpsell] = useApplicationUpSellMutation();
  // docs/business-rules.md#maintenance: no submission while maintenance mode is on. The form stays, with what was typed.
  const settings = useAppSelector(selectSettings);
  const maintenance = settings !== null && isMaintenanceMode(settings, new Date());
  // One order at a time (a second click before the button is disabled sends nothing); the
  // server's messages stay next to their fields until the refused answer changes.
  const { pending, run, serverErrors, failure, setFailure, refuse } = useFormSubmission(applyCopy);
  const [receptionId, setReceptionId] = useState<string | null>(null);
  // The answers as they will be sent, shown for review before anything is sent.
  const [review, setReview] = useState<UpsellValues | null>(null);
  const [ordered, setOrdered] = useState<UpsellValues | null>(null);
  const reviewRef = useRef<HTMLHeadingElement>(null);
  const receivedRef = useRef<HTMLDivElement>(null);
  const title = findRoute(paths.optionApply)?.title ?? '';

  useEffect(() => {
    if (receptionId) receivedRef.current?.focus();
  }, [receptionId]);
  useEffect(() => {
    if (review) reviewRef.current?.focus();
  }, [review]);

  /** The form's button: valid answers go to the review, nothing is sent yet. */
  function toReview(values: UpsellValues, helpers: FormikHelpers<UpsellValues>) {
    // Nothing asynchronous happens here, so Formik would keep isSubmitting on otherwise.
    helpers.setSubmitting(false);
    setFailure(null);
    // cast applies the schema's folding (全角 digits, hyphens, lower-case c), so the review shows what is sent.
    setReview(upsellSchema.cast(values));
  }

  function submit(normalised: UpsellValues, formik: FormikProps<UpsellValues>) {
    return run(async () => {
      if (maintenance) return;
      setFailure(null);
      const result = await applyUpsell({ values: normalised, idempotencyKey: orderKey.keyFor(normalised) });
      if (result.data) {
        orderKey.forget();
        setOrdered(normalised);
        setReceptionId(result.data.receptionId);
        return;
      }
      const error = asGraphqlError(result.error);
      // Back to the form, where each message sits next to its field.
      if (Object.keys(error.fields ?? {}).some(isFormField)) setReview(null);
      // Recorded against the answers as typed: the form compares its values with them.
      await refuse(error, formik.values, formik, isFormField);
    });
  }

  if (receptionId) {
    return <OrderReceived title={title} receptionId={receptionId} ordered={ordered} focusRef={receivedRef} />;
  }

  return (
    <>
      <PageHeading lead={applyCopy.lead}>{title}</PageHeading>
      <Notice>
        {applyCopy.newCustomerNote} <Link to={paths.applyForm}>{applyCopy.newCustomerLink}</Link>
      </Notice>
      {maintenance ? (
        <Notice tone="warning" title={applyCopy.maintenanceTitle}>
          <p data-testid="maintenance-notice">{settings?.maintenance.text || applyCopy.maintenanceBody}</p>
          <p>{applyCopy.maintenanceKept}</p>
        </Notice>
      ) : null}
      <FailureNotice
        failure={failure}
        title={applyCopy.errorTitle}
        keptAnswers={applyCopy.keptAnswers}
        supportLink={applyCopy.supportLink}
      />
      <Formik
        initialValues={initialValues}
        validate={(values) =>
          validateValues(upsellSchema, values, { now: new Date() }, serverErrors.active(values))
        }
        onSubmit={toReview}
      >
        {(formik) => {
          const { errors, submitCount, isSubmitting } = formik;
          const optionsError = submitCount > 0 && typeof errors.options === 'string' ? errors.options : null;
          if (review) {
            return (
              <OrderReview
                review={review}
                focusRef={reviewRef}
                pending={pending}
                maintenance={maintenance}
                onEdit={() => {
                  setFailure(null);
                  setReview(null);
                }}
                onSubmit={() => void submit(review, formik)}
              />
            );
          }
          return (
            <Form className="form" noValidate aria-label={applyCopy.formLabel}>
              <TextField
                name="contractNumber"
                label={applyCopy.contractNumberLabel}
                hint={applyCopy.contractNumberHint}
                required
                autoComplete="off"
                spellCheck={false}
              />
              <PhoneField name="phone" label={applyCopy.phoneLabel} hint={applyCopy.phoneHint} required />
              <OptionsFieldset optionsError={optionsError} />
              <div className="actions">
                <button type="submit" className="button button--primary" disabled={isSubmitting}>
                  {applyCopy.toReview}
                </button>
              </div>
            </Form>
          );
        }}
      </Formik>
    </>
  );
}
