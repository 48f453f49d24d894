import type { FormikHelpers } from 'formik';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { commufaAreaSearch, lookupPostalCode } from '@hikari/shared/api';
import {
  areaAddressOfInstallation,
  isSameAreaAddress,
  paths,
  searchArea,
  type InstallationInfo,
} from '@hikari/shared/domain';
import {
  applyForm3Schema,
  areaAnswerErrors,
  messages,
  postalCodeErrors,
  validateWith,
} from '@hikari/shared/forms';
import {
  applicationDetailsChanged,
  areaChecked,
  areaResultApplied,
  campaignDataChanged,
  selectApplicationDetails,
  selectPlanData,
  useAppDispatch,
  useAppSelector,
} from '@hikari/shared/store';
import { stepCompleted } from '../../apply-flow';
import { fieldId, focusField } from '@hikari/shared/form-ui';
import { form3Copy as copy } from '../../../content/customer-form-content';
import { introducerApi } from '../api';
import { SAVED_VALUES, splitValues, toStepErrors, type Form3Values } from './form3-values';

/**
 * What step 3 does with its answers: keeps each change, and on submit checks
 * the installation address (postal code and area search) and the referral
 * code before going on to the terms.
 */
export function useForm3Submit(resolveChanged: (values: Form3Values, previous: Form3Values) => void) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const details = useAppSelector(selectApplicationDetails);
  const planData = useAppSelector(selectPlanData);
  const formRef = useRef<HTMLFormElement>(null);
  const [checkingArea, setCheckingArea] = useState(false);

  /** The kept area answer is for exactly this address, and lets the application go on. */
  const isAreaConfirmed = (info: InstallationInfo) =>
    isSameAreaAddress(details.areaCheckedAddress, info, planData.buildingType) &&
    Object.keys(
      areaAnswerErrors(details.areaData, { selectedPlan: planData.selectedPlan, prefecture: info.state }),
    ).length === 0;

  /**
   * The checks the API makes on the installation address, made before going
   * on: the address belongs to its postal code, and the area search
   * (docs/business-rules.md#area-search, for exactly this address) says it is served for the plan
   * chosen. A served answer is kept with the address it is for.
   */
  const checkInstallation = async (info: InstallationInfo): Promise<Record<string, string>> => {
    const postal = await lookupPostalCode(info.postalCode);
    if (postal.kind === 'failed') return { 'installationInfo.town': messages.areaCheckFailed };
    const postalProblems = postalCodeErrors(postal.kind === 'found' ? postal.answer.towns : [], info);
    if (Object.keys(postalProblems).length > 0) return toStepErrors(postalProblems);
    const { buildingType } = planData;
    const area = await searchArea(areaAddressOfInstallation(info, buildingType), commufaAreaSearch(dispatch));
    const problems = areaAnswerErrors(area, { selectedPlan: planData.selectedPlan, prefecture: info.state });
    if (Object.keys(problems).length > 0) return toStepErrors(problems);
    dispatch(areaResultApplied({ buildingType, prefecture: info.state, result: area }));
    dispatch(areaChecked({ installationInfo: info, areaData: area, buildingType }));
    return {};
  };

  const refuse = (helpers: FormikHelpers<Form3Values>, errors: Record<string, string>) => {
    const fields = Object.keys(errors);
    for (const field of fields) {
      // Touched without validating, or the schema (which knows only the form) would clear the message at once.
      void helpers.setFieldTouched(field, true, false);
      helpers.setFieldError(field, errors[field]);
    }
    if (fields[0]) focusField(formRef, fieldId(fields[0]));
  };

  const keep = useCallback(
    (values: Form3Values, previous: Form3Values) => {
      const { customer, introducerId } = splitValues(values);
      dispatch(applicationDetailsChanged(customer));
      if (introducerId !== previous.introducerId) dispatch(campaignDataChanged({ introducerId }));
      resolveChanged(values, previous);
    },
    [dispatch, resolveChanged],
  );

  const refuseIntroducer = (helpers: FormikHelpers<Form3Values>, message: string) => {
    // Touched without validating, or the schema (which only knows the format) would clear the message at once.
    void helpers.setFieldTouched('introducerId', true, false);
    helpers.setFieldError('introducerId', message);
    focusField(formRef, fieldId('introducerId'));
  };

  const onSubmit = async (values: Form3Values, helpers: FormikHelpers<Form3Values>) => {
    const result = validateWith(applyForm3Schema, values, { now: new Date(), planData }, SAVED_VALUES);
    if (!result.ok) return;
    const cast = result.value;
    if (!isAreaConfirmed(cast.installationInfo)) {
      setCheckingArea(true);
      const problems = await checkInstallation(cast.installationInfo).finally(() => setCheckingArea(false));
      if (Object.keys(problems).length > 0) return refuse(helpers, problems);
    }
    if (cast.introducerId) {
      const check = await dispatch(introducerApi.endpoints.checkIntroductionId.initiate(cast.introducerId));
      if (check.error || !check.data) return refuseIntroducer(helpers, copy.introducerCheckFailed);
      if (!check.data.usable) return refuseIntroducer(helpers, check.data.message);
    }
    const { customer, introducerId } = splitValues(cast as Form3Values);
    dispatch(applicationDetailsChanged(customer));
    dispatch(campaignDataChanged({ introducerId }));
    dispatch(stepCompleted(paths.applyForm3));
    navigate(paths.applyTerms);
  };

  return { formRef, checkingArea, isAreaConfirmed, keep, onSubmit };
}
