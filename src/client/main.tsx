// The theme class goes on <html> before anything renders (the CSP allows no inline script in index.html).
import "./app/theme/apply-initial-theme.js";
// The browser's install prompt can fire before the header mounts; catch it from the start.
import "./features/install/install-prompt.js";
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.js";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
