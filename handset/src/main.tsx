import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './handset.css';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The app shell is cached by the service worker so the app opens with no signal.
if ('serviceWorker' in navigator) {
  void navigator.serviceWorker.register('/handset/sw.js', { scope: '/handset' }).catch(() => undefined);
}
