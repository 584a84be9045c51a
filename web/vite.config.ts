/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import rootPackage from '../package.json' with { type: 'json' };

/**
 * Paths the server answers; in dev they are proxied so http://app.localhost:5173 works against :3000.
 * The Host header is kept (localhost:5173): the server then treats the call as an API call and its CORS
 * rule (origin must be app.<host>) accepts the app at app.localhost:5173.
 */
const SERVER = 'http://localhost:3000';
const serverPaths = ['/wp-json', '/wp-content', '/zasady-ochrany', '/obchodni-podminky', '/studijni-plany'];
const proxy = Object.fromEntries(serverPaths.map((path) => [path, { target: SERVER }]));

/**
 * Installable app (manifest and icons in public/icons) and the service worker of src/lib/pwa/sw.ts: it
 * precaches the built app shell; registration is in src/lib/pwa/register-service-worker.ts.
 */
const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src/lib/pwa',
  filename: 'sw.ts',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Studovna',
    short_name: 'Studovna',
    description:
      'Příprava na přijímací zkoušky na vysoké školy (OSP, ZSV, TSP) – kurzy, testy a studijní plány.',
    lang: 'cs',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#3b3fb6',
    background_color: '#f7f7fb',
    categories: ['education'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // the shell and what it loads; source maps stay out, KaTeX fonts only as woff2
    globPatterns: ['**/*.{html,js,css,svg,png,woff2,webmanifest}'],
    globIgnores: ['**/*.map', 'sw.js'],
  },
  devOptions: { enabled: false },
};

/** VITE_APP_VERSION overrides the version of the root package.json (a release, or a test of an update). */
const appVersion = process.env.VITE_APP_VERSION?.trim() || rootPackage.version;

export default defineConfig({
  plugins: [react(), VitePWA(pwaOptions)],
  define: {
    // shown in Settings, and the query cache is dropped when it changes
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion),
    'import.meta.env.VITE_APP_BUILD': JSON.stringify(new Date().toISOString().slice(0, 16).replace('T', ' ')),
  },
  server: { port: 5173, host: true, allowedHosts: ['.localhost'], proxy },
  preview: { port: 4173, host: true, allowedHosts: ['.localhost'], proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change rarely: separate chunks stay cached across app releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            {
              name: 'i18n',
              test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
            },
            // KaTeX (script and stylesheet) is imported only where a formula appears: its own lazy chunk.
            { name: 'katex', test: /node_modules[\\/]katex[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // the first test of a file transforms its screen on demand: slow on a loaded two-core machine
    testTimeout: 30000,
  },
});
