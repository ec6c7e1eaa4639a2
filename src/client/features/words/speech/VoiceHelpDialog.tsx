import { lazyWhenOpen } from "../../../components/ui/lazy-when-open.js";

export interface VoiceHelpDialogProps {
  open: boolean;
  /** The language without a voice, e.g. "Thai". */
  languageName: string;
  onClose: () => void;
}

/** The voice-install help (SPEC §2); its code loads when it first opens. */
export const VoiceHelpDialog = lazyWhenOpen<VoiceHelpDialogProps>(
  async () => (await import("./VoiceHelpDialogContent.js")).VoiceHelpDialogContent,
);
