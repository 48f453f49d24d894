import { useId } from 'react';

export interface TextSectionProps {
  heading: string;
  items: readonly string[];
}

/** A titled list of sentences: conditions, how it is paid, notes. */
export function TextSection({ heading, items }: TextSectionProps) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
