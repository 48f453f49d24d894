import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { getAppStore } from '@hikari/shared/store';
import { createRouter } from './router';

export function App() {
  const { store, persistor } = getAppStore();
  const router = useMemo(() => createRouter(), []);
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <RouterProvider router={router} />
      </PersistGate>
    </Provider>
  );
}
