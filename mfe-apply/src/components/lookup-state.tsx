// What a page that looks something up by the link's token shows before it has
// an answer (the application's own page, the carry-on page): that it is
// loading, or that the lookup failed, with a way to try again.

import { Notice } from '@hikari/shared/ui';

export interface LookupCopy {
  loading: string;
  loadErrorTitle: string;
  loadError: string;
  reload: string;
}

export function LookupLoading({ text }: { text: string }) {
  return (
    <p className="loading" role="status">
      {text}
    </p>
  );
}

export function LookupPending(props: { failed: boolean; onRetry: () => void; copy: LookupCopy }) {
  const { copy } = props;
  if (!props.failed) return <LookupLoading text={copy.loading} />;
  return (
    <Notice tone="error" title={copy.loadErrorTitle}>
      <p>{copy.loadError}</p>
      <div className="actions">
        <button type="button" className="button button--secondary" onClick={props.onRetry}>
          {copy.reload}
        </button>
      </div>
    </Notice>
  );
}
