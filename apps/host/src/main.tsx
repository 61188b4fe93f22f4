// First: before any module builds a Zod schema.
import "./zodWithoutEval";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import "./host.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html must contain #root");
// A transition lets React render the first page in slices of a few milliseconds instead
// of one long task: the page answers input while it builds (Total Blocking Time on slow phones).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
