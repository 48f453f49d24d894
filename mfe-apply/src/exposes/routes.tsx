// The remote's own stylesheet comes with its pages (webpack emits it with this module's chunk).
import '../styles/apply.css';
import { lazy } from 'react';
import { paths } from '@hikari/shared/domain';
import { injectSlice } from '@hikari/shared/store';
import type { RemoteRoutesModule } from '@hikari/shared/ui';
import { ApplyStep, prepareApplicationState } from '../features/apply-flow';
import { SimulationPage } from '../features/simulation/components/simulation-page';
import { simulationSlice, type SimulationUiState } from '../features/simulation/state/simulation-slice';

declare module '@hikari/shared/store' {
  interface LazyLoadedSlices {
    simulation: SimulationUiState;
  }
}

injectSlice(simulationSlice);
// The application's progress and pending submission, restored from this tab before any step renders.
prepareApplicationState();

// Every page but the simulation is a chunk of its own: the simulation (the
// remote's busiest page) does not carry the customer forms, and a visitor
// booking an appointment does not download the application.
const ApplyAreaPage = lazy(() =>
  import('../features/area-check/components/apply-area-page').then((m) => ({ default: m.ApplyAreaPage })),
);
const Form2Page = lazy(() =>
  import('../features/customer-form/components/form2-page').then((m) => ({ default: m.Form2Page })),
);
const Form3Page = lazy(() =>
  import('../features/customer-form/components/form3-page').then((m) => ({ default: m.Form3Page })),
);
const TermsPage = lazy(() =>
  import('../features/application-submit/components/terms-page').then((m) => ({ default: m.TermsPage })),
);
const CompletedPage = lazy(() =>
  import('../features/application-submit/components/completed-page').then((m) => ({
    default: m.CompletedPage,
  })),
);
const TransferPage = lazy(() =>
  import('../features/transfer/components/transfer-page').then((m) => ({ default: m.TransferPage })),
);
const ContactPage = lazy(() =>
  import('../features/contact/components/contact-page').then((m) => ({ default: m.ContactPage })),
);
const StatusPage = lazy(() =>
  import('../features/follow/components/status-page').then((m) => ({ default: m.StatusPage })),
);
const ResumePage = lazy(() =>
  import('../features/resume/components/resume-page').then((m) => ({ default: m.ResumePage })),
);
const Lp2Page = lazy(() =>
  import('../features/landing/components/lp2-page').then((m) => ({ default: m.Lp2Page })),
);

// Each step is framed at module level so its component identity is stable across renders.
function AreaStep() {
  return (
    <ApplyStep path={paths.applyArea}>
      <ApplyAreaPage />
    </ApplyStep>
  );
}

function FormStep() {
  return (
    <ApplyStep path={paths.applyForm}>
      <SimulationPage />
    </ApplyStep>
  );
}

function Form2Step() {
  return (
    <ApplyStep path={paths.applyForm2}>
      <Form2Page />
    </ApplyStep>
  );
}

function Form3Step() {
  return (
    <ApplyStep path={paths.applyForm3}>
      <Form3Page />
    </ApplyStep>
  );
}

function TermsStep() {
  return (
    <ApplyStep path={paths.applyTerms}>
      <TermsPage />
    </ApplyStep>
  );
}

function CompletedStep() {
  return (
    <ApplyStep path={paths.applyCompleted}>
      <CompletedPage />
    </ApplyStep>
  );
}

export const pages: RemoteRoutesModule['pages'] = {
  [paths.applyArea]: AreaStep,
  [paths.applyForm]: FormStep,
  [paths.applyForm2]: Form2Step,
  [paths.applyForm3]: Form3Step,
  [paths.applyTerms]: TermsStep,
  [paths.applyCompleted]: CompletedStep,
  [paths.applyStatus]: StatusPage,
  [paths.applyResume]: ResumePage,
  [paths.transfer]: TransferPage,
  [paths.contact]: ContactPage,
  [paths.specialLp2]: Lp2Page,
};

const routesModule: RemoteRoutesModule = { pages };
export default routesModule;
