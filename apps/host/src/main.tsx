import { configureImageCompression } from '@celebra/ui';
import imageCompressionUrl from 'browser-image-compression/dist/browser-image-compression.js?url';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles.css';

configureImageCompression({ libURL: imageCompressionUrl });

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
