// Builds the console; in development it proxies /api to the server on port 3000.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1500 },
});
