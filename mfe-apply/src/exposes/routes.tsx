import { paths } from '@hikari/shared/domain';
import { injectSlice } from '@hikari/shared/store';
import type { RemoteRoutesModule } from '@hikari/shared/ui';
import { ApplyStep } from '../features/apply-flow';
import { CompletedPage } from '../features/application-submit/components/completed-page';
import { TermsPage } from '../features/application-submit/components/terms-page';
import { ApplyAreaPage } from '../features/area-check/components/apply-area-page';
import { Form2Page } from '../features/customer-form/components/form2-page';
import { Form3Page } from '../features/customer-form/components/form3-page';
import { SimulationPage } from '../features/simulation/components/simulation-page';
import { simulationSlice, type SimulationUiState } from '../features/simulation/state/simulation-slice';

declare module '@hikari/shared/store' {
  interface LazyLoadedSlices {
    simulation: SimulationUiState;
  }
}

injectSlice(simulationSlice);

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
};

const routesModule: RemoteRoutesModule = { pages };
export default routesModule;
