import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { callTableData, chunkStats, fontDisplayOptional, precompress, pureSchemas } from './build-plugins.ts';

// In development the API runs on PORT (3000) and Vite proxies to it; in production the server
// serves the built files itself.
const api = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), callTableData(), pureSchemas(), fontDisplayOptional(), ...(isSsrBuild ? [] : [precompress()]), ...(process.env.BUILD_STATS && !isSsrBuild ? [chunkStats()] : [])],
  server: { proxy: { '/api': api, '/files': api } },
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each page needs (scripts/bench-web.ts weighs them).
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // The server's render (src/ssr/render.tsx) is loaded by apps/server/src/web/render-page.ts.
    rollupOptions: isSsrBuild ? { output: { entryFileNames: 'render.js' } } : {
      output: {
        // Libraries every page needs go in one long-cached chunk; page code is split per route.
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          if (/node_modules\/(@tanstack\/(query-core|react-query)|i18next|react-i18next)\//.test(id)) return 'core';
          // Only forms and the back office validate in the browser: zod is their chunk, not every page's.
          if (/node_modules\/zod\//.test(id)) return 'zod';
          return undefined;
        },
      },
    },
  },
}));
