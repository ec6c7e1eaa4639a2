import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.js";
import { lazyWhenOpen } from "../../components/ui/lazy-when-open.js";
import { isInstalledApp } from "./install-prompt.js";

const InstallDialog = lazyWhenOpen(async () => (await import("./InstallDialog.js")).InstallDialog);

/** Header button that explains installing; hidden when already running as the installed app. */
export function GetAppButton() {
  const [open, setOpen] = useState(false);
  const [installed] = useState(isInstalledApp);
  if (installed) return null;
  return (
    <>
      <Button variant="ghost" size="md" className="px-2.5 sm:px-3" onClick={() => setOpen(true)}>
        <Download aria-hidden="true" className="h-5 w-5" />
        <span className="sr-only sm:not-sr-only">Get app</span>
      </Button>
      <InstallDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
