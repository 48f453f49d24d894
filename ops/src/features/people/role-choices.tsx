import { Field, useField } from 'formik';
import { OPS_ROLES, opsRoleDuty, opsRoleLabel } from '@hikari/shared/domain/ops-roles';

/** The roles as checkboxes (Formik's `roles` array), each with what it may do. */
export function RoleChoices({ idPrefix }: { idPrefix: string }) {
  const [, meta] = useField<string[]>('roles');
  return (
    <fieldset className="field">
      <legend>役割</legend>
      {OPS_ROLES.map((role) => (
        <div key={role} className="choice">
          <Field type="checkbox" name="roles" value={role} id={`${idPrefix}-${role}`} />
          <label htmlFor={`${idPrefix}-${role}`}>
            {opsRoleLabel(role)}
            <span className="hint">：{opsRoleDuty(role)}</span>
          </label>
        </div>
      ))}
      {meta.touched && typeof meta.error === 'string' ? (
        <p className="field-error" role="alert">
          {meta.error}
        </p>
      ) : null}
    </fieldset>
  );
}
