import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { pdfjsAssets } from './scripts/pdfjs-assets.mjs';

// The plugin's types resolve against the Vite that vitest hoists to the root; this app builds with
// the Vite in web/ (same plugin API), so only the type needs bridging.
const reactPlugin = react() as unknown as PluginOption;

/** Lucide's files of the icons the public navigation and the landing page show (src/components/ui/icons.tsx). */
const LANDING_ICONS = new Set([
  'menu',
  'x',
  'sparkles',
  'arrow-right',
  'book',
  'circle-question-mark',
  'users',
  'calendar',
  'map-pin',
  'globe',
]);

// The prerender's build for Node (scripts/prerender.mjs) takes the same plugins and none of the
// browser's chunking, and bundles the contract, whose package points at TypeScript sources.
export default defineConfig(({ isSsrBuild }) => ({
  // pdf.js's fonts and character maps ship with the browser build (not the prerender's).
  plugins: [reactPlugin, pdfjsAssets({ emit: !isSsrBuild }) as PluginOption],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  ssr: { noExternal: ['@atelier/contract'] },
  // The model viewer's worker (features/bim/viewer/model-worker.ts) is an ES module: web-ifc's glue
  // is one, and module workers run in every browser the app supports.
  worker: { format: 'es' as const },
  build: isSsrBuild
    ? {}
    : {
        // scripts/report-size.mjs reads the manifest to find what the landing page loads.
        manifest: true,
        rollupOptions: {
          output: {
            // zod (through the contract) serves only signed-in pages; one named chunk keeps it cacheable and visible.
            // The icons are two chunks instead of a chunk of a few hundred bytes per icon: those of the
            // public frame and the landing page with Lucide's own code, fetched beside the entry, and
            // all the others, which only the other pages load (the landing page's budget, issue 24).
            manualChunks: (id) => {
              if (id.includes('/node_modules/zod/')) return 'zod';
              const icon = /\/node_modules\/lucide-react\/dist\/esm\/icons\/([\w-]+)\.mjs$/.exec(id)?.[1];
              if (icon) return LANDING_ICONS.has(icon) ? 'icons' : 'icons-app';
              if (id.includes('/node_modules/lucide-react/')) return 'icons';
              return undefined;
            },
          },
        },
      },
}));
