import { formatYen, priceCatalog } from '@hikari/shared/domain';
import { agreementTextCopy as copy, agreementTexts, type AgreementText } from '../content/agreement-texts';

/** Every agreement's full text, with the figures of the price catalog. */
export const catalogAgreementTexts = agreementTexts({
  tvInstallation: formatYen(priceCatalog.fees.tvInstallation),
  removalTV: formatYen(priceCatalog.fees.removalTV),
});

export interface AgreementTextDisclosureProps {
  text: AgreementText;
  /** id of the terms page's explanation heading, for texts printed there. Default 'terms-explanation-heading'. */
  termsAnchor?: string;
}

/**
 * The full text an agreement asks the visitor to accept, one click from its
 * checkbox: a native disclosure, so it opens with the keyboard and is
 * announced as expanded or collapsed without any script.
 */
export function AgreementTextDisclosure({
  text,
  termsAnchor = 'terms-explanation-heading',
}: AgreementTextDisclosureProps) {
  return (
    <details className="agreement-text">
      <summary>{copy.open(text.title)}</summary>
      {text.onTermsPage ? (
        <p>
          {copy.onTermsPage} <a href={`#${termsAnchor}`}>{copy.toTermsPage}</a>
        </p>
      ) : (
        <div className="agreement-text__body">
          <p className="agreement-text__title">{text.title}</p>
          {text.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      )}
    </details>
  );
}
