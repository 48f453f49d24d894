import { PageHeading } from '@hikari/shared/ui';
import { BuildingTypeStep } from './building-type-step';

/** /area/: the area search, starting with the building type. */
export function AreaSearchPage() {
  return (
    <>
      <PageHeading lead="ご住所が提供エリア内かどうか、10ギガやテレビがご利用いただけるかを確認できます。">
        提供エリア検索
      </PageHeading>
      <form className="form" onSubmit={(event) => event.preventDefault()} aria-label="提供エリア検索">
        <BuildingTypeStep />
      </form>
    </>
  );
}
