// The two states of a page that looks something up by the link's token before
// it can show anything (the application's own page, the carry-on page):
// still loading, and the lookup failed with a way to try again.

import { Notice } from '@hikari/shared/ui';

export function LookupLoading({ text }: { text: string }) {
  return (
    <p className="loading" role="status">
      {text}
    </p>
  );
}

export function LookupFailed(props: { title: string; text: string; retry: string; onRetry: () => void }) {
  return (
    <Notice tone="error" title={props.title}>
      <p>{props.text}</p>
      <div className="actions">
        <button type="button" className="button button--secondary" onClick={props.onRetry}>
          {props.retry}
        </button>
      </div>
    </Notice>
  );
}
