import { Button } from "../../../components/ui/button.js";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog.js";
import { dismissVoiceHelpForGood } from "./speak.js";
import type { VoiceHelpDialogProps } from "./VoiceHelpDialog.js";

/**
 * SPEC §2 voice-install help: the browser speaks only with voices installed on
 * the device, so we say where each system installs them. "Don't show again"
 * sets `ttsInfoDismissed`.
 */
export function VoiceHelpDialogContent({ open, languageName, onClose }: VoiceHelpDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Install a {languageName} voice</DialogTitle>
          <DialogDescription>
            Pronunciation uses the voices installed on your device, and none of them speaks {languageName}. Add one, then
            reload this page:
          </DialogDescription>
        </DialogHeader>
        <ul className="list-disc space-y-1.5 pl-5 text-sm">
          <li>
            <strong>Windows:</strong> Settings → Time &amp; language → Speech → Add voices.
          </li>
          <li>
            <strong>macOS:</strong> System Settings → Accessibility → Spoken Content → System voice → Manage Voices.
          </li>
          <li>
            <strong>iPhone and iPad:</strong> Settings → Accessibility → Spoken Content → Voices.
          </li>
          <li>
            <strong>Android:</strong> Settings → System → Languages → Text-to-speech output → Speech Services by Google →
            Install voice data.
          </li>
          <li>
            <strong>Linux:</strong> install a speech-dispatcher voice (for example espeak-ng) for the language.
          </li>
        </ul>
        <DialogFooter>
          <Button
            variant="outline"
            onClick={() => {
              dismissVoiceHelpForGood();
              onClose();
            }}
          >
            Don&apos;t show again
          </Button>
          <DialogClose asChild>
            <Button>OK</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
