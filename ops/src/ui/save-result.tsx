/** What a form's save came to: done, or refused with the server's message and each problem it listed. */
export type SaveResult = { ok: true; text: string } | { ok: false; text: string; problems: string[] } | null;

/** The line under a form after a save (refusalOf in api/ops-client.ts builds the refused one). */
export function SaveResultLine({ result }: { result: SaveResult }) {
  if (!result) return null;
  if (result.ok)
    return (
      <p className="notice" role="status">
        {result.text}
      </p>
    );
  return (
    <div role="alert">
      <p className="field-error">{result.text}</p>
      {result.problems.length > 0 ? (
        <ul className="field-error">
          {result.problems.map((problem, index) => (
            <li key={index}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** What an action came to, in one sentence: done, or refused and why. */
export type ActionResult = { ok: boolean; text: string } | null;

/** The line after an action: a status when it was done, an alert when it was refused. */
export function ResultLine({ result }: { result: ActionResult }) {
  if (!result) return null;
  return (
    <p className={result.ok ? 'notice' : 'field-error'} role={result.ok ? 'status' : 'alert'}>
      {result.text}
    </p>
  );
}
