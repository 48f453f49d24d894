import { paths } from '@hikari/shared/domain';
import { LinkButton } from '@hikari/shared/ui';
import { pageCopy } from '../../../content/page-copy';
import { TextSection } from './text-section';

export interface PageEndProps {
  content: { conditions: readonly string[]; howItWorks: readonly string[]; notes: readonly string[] };
  /** The heading of how the benefit works (a campaign's and a bundle discount's differ). */
  howHeading: string;
  /** The list page the second button goes back to. */
  backTo: string;
}

/** The end of a campaign or bundle-discount page: conditions, how it works, notes, then apply or go back to the list. */
export function PageEnd({ content, howHeading, backTo }: PageEndProps) {
  return (
    <>
      <TextSection heading={pageCopy.conditionsHeading} items={content.conditions} />
      <TextSection heading={howHeading} items={content.howItWorks} />
      <TextSection heading={pageCopy.notesHeading} items={content.notes} />
      <div className="actions">
        <LinkButton to={paths.applyForm}>{pageCopy.apply}</LinkButton>
        <LinkButton to={backTo} variant="ghost">
          {pageCopy.backToList}
        </LinkButton>
      </div>
    </>
  );
}
