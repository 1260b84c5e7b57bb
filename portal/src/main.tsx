import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Portal } from './Portal';
import './portal.css';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Portal />
  </StrictMode>,
);
