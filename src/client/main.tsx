import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

/** Placeholder until the home screen lands (issue: app shell and home screen). */
function App() {
  return (
    <main>
      <h1>Polyglot</h1>
      <p>Language flashcards in nine languages. The app is on its way; the API already serves words.</p>
    </main>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
