import { createContext, useContext } from 'react';
import type { Bootstrap } from './bootstrap';

const BootstrapContext = createContext<Bootstrap | null>(null);

export const BootstrapProvider = BootstrapContext.Provider;

export function useBootstrap(): Bootstrap {
  const bootstrap = useContext(BootstrapContext);
  if (!bootstrap) throw new Error('useBootstrap outside <App>');
  return bootstrap;
}
