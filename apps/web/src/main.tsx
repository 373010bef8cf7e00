import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { restoreSession } from './lib/auth/restore-session.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Started outside React so it runs exactly once; SessionGate shows a loader until it settles.
void restoreSession();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
