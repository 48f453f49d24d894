import { Form, Formik, type FormikHelpers } from 'formik';
import { useCallback, useMemo, useRef } from 'react';
import type { PostalTown } from '@hikari/shared/api';
import {
  AREA_NOTICE_KINDS,
  AREA_NOTICE_MESSAGE_MAX,
  areaNoticeKindLabels,
  areaNoticeSchema,
  charLength,
  validateWith,
  type AreaNoticeKind,
} from '@hikari/shared/forms';
import { useAppDispatch, useAppSelector } from '@hikari/shared/store';
import {
  asGraphqlError,
  ChoiceGroup,
  fieldId,
  FocusFirstError,
  KeepValues,
  ownFieldPaths,
  SubmitActions,
  TextAreaField,
  TextField,
  useFormSubmission,
  validateValues,
} from '@hikari/shared/form-ui';
import { ContactDetailsFieldset, NameFieldset, PostalCodeLookupField } from '../../../components/form';
import {
  areaNoticeCopy as copy,
  areaNoticeFailureCopy as failureCopy,
} from '../../../content/area-notice-content';
import { useRequestAreaNoticeMutation } from '../api';
import { areaNoticeKeyFor } from '../state/area-notice-keys';
import {
  areaNoticeDraftChanged,
  areaNoticeReceived,
  selectAreaNoticeDraft,
  type AreaNoticeDraft,
} from '../state/area-notice-slice';

const isNoticePath = ownFieldPaths(Object.keys(areaNoticeSchema.fields));

/** The address the area search was run for, handed over by its 「…へ」 links. */
export interface SearchedAddress {
  buildingType: 0 | 1;
  postalCode: string;
  prefecture: string;
  city: string;
  town: string;
  chome: string;
  banchi: string;
  buildingName: string;
}

export interface AreaNoticeFormProps {
  /** The kind the visitor picked on the area result; null keeps the draft's. */
  kind: AreaNoticeKind | null;
  /** The searched address, which replaces the draft's address. */
  searched: SearchedAddress | null;
  /** Called once the request is stored (the page moves the focus to the reception). */
  onReceived: () => void;
}

function startingValues(
  draft: AreaNoticeDraft,
  kind: AreaNoticeKind | null,
  searched: SearchedAddress | null,
): AreaNoticeDraft {
  const values = { ...draft, kind: kind ?? draft.kind };
  if (!searched) return values;
  const chome = searched.chome ? `${searched.chome}丁目` : '';
  return {
    ...values,
    buildingType: searched.buildingType,
    postalCode: searched.postalCode,
    prefecture: searched.prefecture,
    city: searched.city,
    town: searched.town,
    line1: `${chome}${searched.banchi}`,
    buildingName: searched.buildingType === 1 ? searched.buildingName : '',
  };
}

/** The out-of-area form on the shared areaNoticeSchema → RequestAreaNotice. No visit dates. */
export function AreaNoticeForm({ kind, searched, onReceived }: AreaNoticeFormProps) {
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectAreaNoticeDraft);
  // Formik reads its initial values once; later store updates come from this form itself.
  const initialValues = useMemo(() => startingValues(draft, kind, searched), []); // eslint-disable-line react-hooks/exhaustive-deps
  const [send] = useRequestAreaNoticeMutation();
  const submission = useFormSubmission(failureCopy);
  const { run, serverErrors, setFailure, refuse } = submission;
  const formRef = useRef<HTMLFormElement>(null);

  const keep = useCallback((values: AreaNoticeDraft) => dispatch(areaNoticeDraftChanged(values)), [dispatch]);

  const submit = (values: AreaNoticeDraft, helpers: FormikHelpers<AreaNoticeDraft>) =>
    run(async () => {
      const result = validateWith(areaNoticeSchema, values);
      if (!result.ok) return;
      setFailure(null);
      const input = result.value;
      const idempotencyKey = dispatch(areaNoticeKeyFor(input));
      const response = await send({ input, idempotencyKey });
      if (response.data) {
        dispatch(
          areaNoticeReceived({ receptionId: response.data.receptionId, kind: input.kind as AreaNoticeKind }),
        );
        onReceived();
        return;
      }
      await refuse(asGraphqlError(response.error), values, helpers, isNoticePath);
    });

  return (
    <Formik<AreaNoticeDraft>
      initialValues={initialValues}
      validate={(values) => validateValues(areaNoticeSchema, values, {}, serverErrors.active(values))}
      onSubmit={submit}
    >
      {({ values, setFieldValue }) => {
        const fill = async (town: PostalTown) => {
          await setFieldValue('prefecture', town.prefecture, false);
          await setFieldValue('city', town.city, false);
          await setFieldValue('town', town.town, true);
          document.getElementById(fieldId('line1'))?.focus();
        };
        return (
          <Form ref={formRef} className="form" noValidate aria-label={copy.formLabel}>
            <KeepValues onChange={keep} />
            <FocusFirstError formRef={formRef} />
            <p className="field__hint">{copy.savedNote}</p>
            {searched ? <p className="field__hint">{copy.fromAreaSearch}</p> : null}

            <ChoiceGroup
              name="kind"
              legend={copy.kindLegend}
              required
              hint={values.kind ? copy.kindHints[values.kind] : undefined}
              options={AREA_NOTICE_KINDS.map((value) => ({ value, label: areaNoticeKindLabels[value] }))}
            />

            <NameFieldset />

            <ContactDetailsFieldset copy={copy} mailFirst />

            <fieldset className="form-section">
              <legend>{copy.addressHeading}</legend>
              <ChoiceGroup
                name="buildingType"
                legend={copy.buildingTypeLegend}
                required
                options={([0, 1] as const).map((value) => ({ value, label: copy.buildingTypes[value] }))}
              />
              <PostalCodeLookupField name="postalCode" copy={copy} onFill={fill} />
              <div className="field-row">
                <TextField name="prefecture" label={copy.prefecture} required autoComplete="address-level1" />
                <TextField name="city" label={copy.city} required autoComplete="address-level2" />
              </div>
              <TextField name="town" label={copy.town} autoComplete="address-level3" />
              <TextField name="line1" label={copy.line1} autoComplete="address-line1" />
              {values.buildingType === 1 ? (
                <TextField name="buildingName" label={copy.buildingName} autoComplete="off" />
              ) : null}
            </fieldset>

            <TextAreaField
              name="message"
              label={values.kind === 'question' ? copy.message : copy.messageOptional}
              required={values.kind === 'question'}
              rows={5}
              hint={copy.messageCount(charLength(values.message), AREA_NOTICE_MESSAGE_MAX)}
            />

            <SubmitActions submission={submission} labels={copy} />
          </Form>
        );
      }}
    </Formik>
  );
}
