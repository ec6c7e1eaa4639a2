import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { jsBudget } from "./scripts/js-budget.js";
import { preloadHome } from "./scripts/preload-home.js";

const THEME_COLOR = "#4338ca";
const HOME_MODULE = "src/client/app/pages/HomePage.tsx";

export default defineConfig({
  root: path.resolve(import.meta.dirname, "src/client"),
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      // The service worker is /sw.js, registered on load by an external registerSW.js (the CSP forbids inline scripts).
      filename: "sw.js",
      injectRegister: "script",
      registerType: "autoUpdate",
      includeAssets: ["favicon.svg", "apple-touch-icon.png", "robots.txt"],
      manifest: {
        name: "Polyglot",
        short_name: "Polyglot",
        description: "Flash a random word in several languages at once, with phonetics, examples and pronunciation.",
        lang: "en",
        start_url: "/",
        scope: "/",
        display: "standalone",
        theme_color: THEME_COLOR,
        background_color: "#ffffff",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        // The app shell: every built script, style, page and icon. Words and the API stay online-only for now.
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/api\//, /^\/healthz/],
        cleanupOutdatedCaches: true,
      },
    }),
    preloadHome({ homeModule: HOME_MODULE }),
    jsBudget({ limitKb: 120, homeModule: HOME_MODULE }),
  ],
  build: {
    outDir: path.resolve(import.meta.dirname, "dist/client"),
    emptyOutDir: true,
    assetsDir: "assets",
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:3000", "/healthz": "http://127.0.0.1:3000" },
  },
});
