/** The row of toggle buttons that narrows a list page to one kind ("種類で絞り込む"); the chosen one is pressed. */
export function FilterChoices<K extends string>({
  keys,
  chosen,
  labelOf,
  onChoose,
}: {
  keys: readonly K[];
  chosen: K;
  labelOf: (key: K) => string;
  onChoose: (key: K) => void;
}) {
  return (
    <div className="choices" role="group" aria-label="種類で絞り込む">
      {keys.map((key) => (
        <button
          key={key}
          type="button"
          className={`button button--small ${chosen === key ? 'button--secondary' : 'button--ghost'}`}
          aria-pressed={chosen === key}
          onClick={() => onChoose(key)}
        >
          {labelOf(key)}
        </button>
      ))}
    </div>
  );
}
