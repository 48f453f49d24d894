import { paths } from '@hikari/shared/domain';
import { applicationDetailsChanged } from '@hikari/shared/store';
import { createTestStore, memoryKeyValueStorage, readyStore, testStorage } from '@hikari/shared/testing';
import {
  selectCompletedSteps,
  selectSubmission,
  stepCompleted,
  submissionStarted,
} from './application-slice';
import {
  APPLICATION_STORAGE_KEY,
  LEGACY_CUSTOMER_RECORD_KEY,
  loadApplicationState,
  prepareApplicationState,
} from './application-storage';

/** The customer record as the release before this one wrote it (redux-persist: each value a JSON string). */
function legacyCustomerRecord(submission: object, completedSteps: string[]): string {
  return JSON.stringify({
    applicationDetails: JSON.stringify({ lastName: '山田' }),
    otherCarrier: JSON.stringify(''),
    otherCarrier2: JSON.stringify(''),
    completedSteps: JSON.stringify(completedSteps),
    submission: JSON.stringify(submission),
    _persist: JSON.stringify({ version: 1, rehydrated: true }),
  });
}

describe('the application progress kept in the tab', () => {
  it('comes back after a reload with the steps done and the pending key', () => {
    const storage = memoryKeyValueStorage();
    const before = createTestStore();
    prepareApplicationState(before, storage);
    before.store.dispatch(stepCompleted(paths.applyArea));
    before.store.dispatch(stepCompleted(paths.applyForm));
    before.store.dispatch(submissionStarted({ idempotencyKey: 'apply-key-1' }));

    const after = createTestStore();
    prepareApplicationState(after, storage);
    expect(selectCompletedSteps(after.store.getState())).toEqual([paths.applyArea, paths.applyForm]);
    expect(selectSubmission(after.store.getState())).toMatchObject({
      idempotencyKey: 'apply-key-1',
      status: 'submitting',
    });
  });

  it('carries on an application the previous release kept in the customer record', () => {
    const storage = memoryKeyValueStorage();
    storage.setItem(
      LEGACY_CUSTOMER_RECORD_KEY,
      legacyCustomerRecord(
        {
          idempotencyKey: 'apply-key-from-before-the-release',
          status: 'failed',
          receptionId: null,
          introductionId: null,
          errorMessage: '通信できませんでした。',
          fieldErrors: { 'customer.mail': 'メールアドレスを確認してください。' },
        },
        [paths.applyArea, paths.applyForm, paths.applyForm2],
      ),
    );
    const bundle = createTestStore();
    prepareApplicationState(bundle, storage);

    const state = bundle.store.getState();
    expect(selectCompletedSteps(state)).toEqual([paths.applyArea, paths.applyForm, paths.applyForm2]);
    expect(selectSubmission(state)).toMatchObject({
      idempotencyKey: 'apply-key-from-before-the-release',
      status: 'failed',
      fieldErrors: { 'customer.mail': 'メールアドレスを確認してください。' },
    });
    // Written under the remote's own key from now on; no personal answer is copied there.
    expect(storage.data.get(APPLICATION_STORAGE_KEY)).toContain('apply-key-from-before-the-release');
    expect(storage.data.get(APPLICATION_STORAGE_KEY)).not.toContain('山田');
  });

  it('still finds it after the shell has restored the old customer record and written it back', async () => {
    // The shell restores the customer slice before this remote loads, and redux-persist
    // writes the record again at the first change; the keys the slice dropped must survive that.
    const storage = testStorage();
    await storage.session.setItem(
      LEGACY_CUSTOMER_RECORD_KEY,
      legacyCustomerRecord({ idempotencyKey: 'apply-key-kept', status: 'failed' }, [paths.applyArea]),
    );
    const bundle = await readyStore(storage);
    bundle.store.dispatch(applicationDetailsChanged({ firstName: '太郎' }));
    await bundle.persistor.flush();

    const tab = memoryKeyValueStorage();
    tab.setItem(
      LEGACY_CUSTOMER_RECORD_KEY,
      (await storage.session.getItem(LEGACY_CUSTOMER_RECORD_KEY)) ?? '',
    );
    prepareApplicationState(bundle, tab);
    expect(selectSubmission(bundle.store.getState()).idempotencyKey).toBe('apply-key-kept');
    expect(selectCompletedSteps(bundle.store.getState())).toEqual([paths.applyArea]);
  });

  it("prefers the remote's own record over the old one", () => {
    const storage = memoryKeyValueStorage();
    storage.setItem(LEGACY_CUSTOMER_RECORD_KEY, legacyCustomerRecord({ status: 'idle' }, [paths.applyArea]));
    storage.setItem(
      APPLICATION_STORAGE_KEY,
      JSON.stringify({ version: 1, completedSteps: [paths.applyForm], submission: { status: 'idle' } }),
    );
    const bundle = createTestStore();
    prepareApplicationState(bundle, storage);
    expect(selectCompletedSteps(bundle.store.getState())).toEqual([paths.applyForm]);
  });

  it('drops steps it does not know and a record that is not one', () => {
    const storage = memoryKeyValueStorage();
    storage.setItem(
      APPLICATION_STORAGE_KEY,
      JSON.stringify({ version: 1, completedSteps: [paths.applyForm, '/admin/'], submission: 'x' }),
    );
    expect(loadApplicationState(storage)).toEqual({
      completedSteps: [paths.applyForm],
      submission: expect.objectContaining({ status: 'idle', idempotencyKey: null }),
    });
    storage.setItem(APPLICATION_STORAGE_KEY, '{not json');
    expect(loadApplicationState(storage)).toBeNull();
  });
});
