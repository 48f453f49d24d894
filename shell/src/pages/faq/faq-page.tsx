import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@hikari/shared/domain/core';
import { PageHeading } from '@hikari/shared/ui';
import { buildFaq, faqCopy, type FaqItem } from '../../content/faq';
import { useScrollToHash } from '../../lib';
import { ItemList, LinkParagraph, Paragraphs } from '../parts';
import { faqSearch } from './faq-search';

/**
 * Screen readers are told the count once the visitor pauses, not after
 * every keystroke, which would queue a stale announcement per character.
 */
const ANNOUNCE_DELAY_MS = 400;

function FaqAnswer({ item }: { item: FaqItem }) {
  return (
    <div className="faq-item__answer">
      <Paragraphs texts={item.answer} />
      {item.steps ? <ItemList items={item.steps} ordered /> : null}
      {item.links ? (
        <ul className="faq-item__links">
          {item.links.map((link) => (
            <li key={link.to + link.label}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export default function FaqPage() {
  useScrollToHash();
  const categories = useMemo(() => buildFaq(), []);
  const search = useMemo(() => faqSearch(categories), [categories]);
  const total = search('').count;
  const [query, setQuery] = useState('');
  const trimmed = query.trim();
  const result = useMemo(() => search(trimmed), [search, trimmed]);
  const [announcement, setAnnouncement] = useState(() => faqCopy.resultCount('', total, total));
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();

  useEffect(() => {
    const timer = window.setTimeout(
      () => setAnnouncement(faqCopy.resultCount(trimmed, result.count, total)),
      ANNOUNCE_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [trimmed, result.count, total]);

  const searching = trimmed !== '';

  return (
    <>
      <PageHeading lead={faqCopy.lead}>よくあるご質問</PageHeading>

      <div className="faq-search" role="search">
        <label htmlFor={inputId} className="field__label">
          {faqCopy.searchLabel}
        </label>
        <p id={hintId} className="field__hint">
          {faqCopy.searchHint}
        </p>
        <div className="faq-search__row">
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            className="field__input"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby={hintId}
            autoComplete="off"
            enterKeyHint="search"
          />
          {query !== '' ? (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => {
                setQuery('');
                inputRef.current?.focus();
              }}
            >
              {faqCopy.clear}
            </button>
          ) : null}
        </div>
        {/* The count shown comes from the same result as the list below it, in the same render.
            Screen readers hear it from the status once the visitor pauses, so it is hidden from them here. */}
        <p className="faq-search__count" aria-hidden="true" data-testid="faq-count">
          {faqCopy.resultCount(trimmed, result.count, total)}
        </p>
        <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
      </div>

      {searching ? null : (
        <nav className="faq-nav" aria-label={faqCopy.categoryNav}>
          <ul>
            {categories.map((category) => (
              <li key={category.id}>
                <a href={`#faq-${category.id}`}>{category.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {result.count === 0 ? (
        <div className="faq-empty">
          <p>{faqCopy.noResult}</p>
          <LinkParagraph to={paths.support}>{faqCopy.supportLink}</LinkParagraph>
        </div>
      ) : null}

      {result.categories.map((category) => (
        <section
          key={category.id}
          id={`faq-${category.id}`}
          className="section faq-category"
          aria-labelledby={`faq-${category.id}-heading`}
        >
          <h2 id={`faq-${category.id}-heading`}>{category.title}</h2>
          {category.items.map((item) => (
            // Open while searching, so the words that matched in an answer are in view.
            <details key={item.id} className="faq-item" open={searching} data-faq-id={item.id}>
              <summary>{item.question}</summary>
              <FaqAnswer item={item} />
            </details>
          ))}
        </section>
      ))}
    </>
  );
}
