import { createRoot } from 'react-dom/client';
import { AdminApp, type AdminServices } from './app/AdminApp';
import './admin.css';

/**
 * The back office's composition root (admin.html): the browser's fetch, the remembered language
 * and the browser's languages, given to the app. Nothing of the shopper's pages loads here.
 */
const LOCALE_KEY = 'doorstep.admin.locale';

const services: AdminServices = {
  fetch: (...args) => window.fetch(...args),
  storedLocale: {
    get: () => {
      try {
        return window.localStorage.getItem(LOCALE_KEY);
      } catch {
        return null;
      }
    },
    set: (code) => {
      try {
        window.localStorage.setItem(LOCALE_KEY, code);
      } catch {
        // Private mode: the choice lasts this page only.
      }
    },
  },
  languages: navigator.languages ?? [navigator.language],
  openStream: (url) => new EventSource(url),
};

createRoot(document.getElementById('admin-root')!).render(<AdminApp services={services} />);
