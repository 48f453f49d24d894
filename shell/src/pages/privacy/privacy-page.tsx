import { DEFAULT_SETTINGS } from '@hikari/shared/domain/core';
import { selectSettings, useAppSelector } from '@hikari/shared/store';
import { PageHeading } from '@hikari/shared/ui';
import {
  privacyMeta,
  privacyPreamble,
  privacySections,
  type PolicyBlock,
} from '../../content/privacy-policy';
import { ItemList, Paragraphs } from '../parts';

function Block({ block }: { block: PolicyBlock }) {
  return (
    <>
      <Paragraphs texts={block.paragraphs} />
      {block.items ? <ItemList items={block.items} ordered={block.ordered} /> : null}
      <Paragraphs texts={block.after} />
    </>
  );
}

export default function PrivacyPage() {
  const callTime = (useAppSelector(selectSettings) ?? DEFAULT_SETTINGS).callTime;
  const sections = privacySections(callTime);
  return (
    <>
      <PageHeading lead={privacyMeta.lead}>個人情報の取り扱いについて</PageHeading>
      <Paragraphs texts={privacyPreamble} />

      <nav className="toc" aria-label={privacyMeta.tocLabel}>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title.replace(/^\d+\.\s*/, '')}</a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className="section policy-section"
          aria-labelledby={`${section.id}-heading`}
        >
          <h2 id={`${section.id}-heading`}>{section.title}</h2>
          <Block block={section} />
          {section.blocks?.map((block) => (
            <div key={block.title} className="policy-block">
              {block.title ? <h3>{block.title}</h3> : null}
              <Block block={block} />
            </div>
          ))}
        </section>
      ))}

      <p className="fine-print">{privacyMeta.enacted}</p>
    </>
  );
}
