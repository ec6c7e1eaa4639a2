// The theme class goes on <html> before anything renders (the CSP allows no inline script in index.html).
import "./app/theme/apply-initial-theme.js";
// The browser's install prompt can fire before the header mounts; catch it from the start.
import "./features/install/install-prompt.js";
import "./styles.css";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.js";

// A transition lets React render the first screen in short slices, so a slow
// phone stays responsive meanwhile; the static header in index.html stays
// until the page (its lazy chunk included) is ready.
const root = createRoot(document.getElementById("root")!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
