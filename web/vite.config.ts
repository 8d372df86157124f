import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';

// The plugin's types resolve against the Vite that vitest hoists to the root; this app builds with
// the Vite in web/ (same plugin API), so only the type needs bridging.
const reactPlugin = react() as unknown as PluginOption;

export default defineConfig({
  plugins: [reactPlugin],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    // scripts/report-size.mjs reads the manifest to find what the landing page loads.
    manifest: true,
    rollupOptions: {
      output: {
        // zod (through the contract) serves only signed-in pages; one named chunk keeps it cacheable and visible.
        // The icons the app uses are one small chunk, fetched beside the entry, instead of a chunk of
        // a few hundred bytes per icon fetched one round trip after it.
        manualChunks: (id) => {
          if (id.includes('/node_modules/zod/')) return 'zod';
          if (id.includes('/node_modules/lucide-react/')) return 'icons';
          return undefined;
        },
      },
    },
  },
});
