import { Link } from 'react-router-dom';
import { findRoute, paths } from '@hikari/shared/domain';
import { LinkButton, LinkCard } from '@hikari/shared/ui';
import { lp2Copy as copy } from '../../../content/landing-content';
import { sellingPoints, type SellingPointOptions } from '../selling-points';

/**
 * /special/lp2/: the simple application's landing page. Text and CSS only,
 * no images, so it paints fast on a phone. The shell mounts it without
 * props; the options exist for tests and previews.
 */
export function Lp2Page(options: SellingPointOptions = {}) {
  const title = findRoute(paths.specialLp2)?.title ?? '';
  const points = sellingPoints(options);
  return (
    <>
      <section className="hero" aria-labelledby="lp2-heading">
        <h1 id="lp2-heading">{title}</h1>
        <p>{copy.lead}</p>
        <div className="actions">
          <LinkButton to={paths.area}>{copy.areaButton}</LinkButton>
          <LinkButton to={paths.applyForm} variant="ghost">
            {copy.applyButton}
          </LinkButton>
        </div>
      </section>

      <section className="section" aria-labelledby="lp2-points-heading">
        <h2 id="lp2-points-heading">{copy.pointsHeading}</h2>
        <ol className="cards">
          {points.map((point) => (
            <LinkCard
              key={point.id}
              data={{ 'data-point': point.id }}
              heading={point.title}
              to={point.link.to}
              linkLabel={point.link.label}
            >
              <p className="card__amount">{point.figure}</p>
              <p>{point.body}</p>
              {point.note ? <p className="card__note">{point.note}</p> : null}
            </LinkCard>
          ))}
        </ol>
      </section>

      <section className="section" aria-labelledby="lp2-steps-heading">
        <h2 id="lp2-steps-heading">{copy.stepsHeading}</h2>
        <ol className="step-flow">
          {copy.steps.map((step, index) => (
            <li key={step.title} className="card">
              <h3>
                <span className="step-flow__number">{copy.stepLabel(index + 1)}</span>
                {step.title}
              </h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="cta-panel" aria-labelledby="lp2-cta-heading">
        <h2 id="lp2-cta-heading">{copy.ctaHeading}</h2>
        <p>{copy.ctaText}</p>
        <div className="actions">
          <LinkButton to={paths.area}>{copy.areaButton}</LinkButton>
          <LinkButton to={paths.applyForm} variant="secondary">
            {copy.applyButton}
          </LinkButton>
        </div>
      </section>

      <p className="fine-print">
        {copy.finePrint} <Link to={paths.campaign}>{copy.campaignsLink}</Link>
      </p>
    </>
  );
}
