import { errorId } from './field-ids';

export function FieldError({ name, message }: { name: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(name)} className="field__error" role="alert">
      {message}
    </p>
  );
}
