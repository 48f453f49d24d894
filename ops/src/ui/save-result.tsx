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
