import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { themesToCss } from './client/src/lib/themes.ts';

const THEME_CSS_ID = 'virtual:taxdesk-themes.css';

/** Serves the colour themes (TypeScript data in client/src/lib/themes.ts) as a real stylesheet, so they apply before first paint. */
function themeStylesheet(): Plugin {
  const resolved = `\0${THEME_CSS_ID}`;
  return {
    name: 'taxdesk-themes',
    resolveId(id) {
      return id === THEME_CSS_ID ? resolved : undefined;
    },
    load(id) {
      return id === resolved ? themesToCss() : undefined;
    },
  };
}

export default defineConfig({
  root: 'client',
  plugins: [themeStylesheet(), react(), tailwindcss()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // The gzip size of every chunk is only a report; computing it slows each build (npm start's first start).
    reportCompressedSize: false,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
