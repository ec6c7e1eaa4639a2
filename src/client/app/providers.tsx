import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toaster } from "../components/ui/toast.js";
import { createQueryClient } from "../lib/query-client.js";
import { useAuthChangeSync } from "./auth-change-sync.js";
import { ThemeProvider, useTheme } from "./theme/ThemeProvider.js";

/** Everything the pages share: queries, theme, toasts, auth-change wiring. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AuthChangeSync />
        {children}
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}

function AuthChangeSync() {
  useAuthChangeSync();
  return null;
}

function ThemedToaster() {
  const { theme } = useTheme();
  return <Toaster theme={theme} />;
}
