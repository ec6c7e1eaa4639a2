import type { ReactNode } from "react";

export const inputClasses =
  "h-11 w-full rounded-md border border-input bg-background px-3 text-base text-foreground placeholder:text-muted-foreground " +
  "aria-[invalid=true]:border-destructive";

/** The id of a field's error text, for the control's aria-describedby. */
export const errorId = (id: string) => `${id}-error`;

/** A labelled control with its validation message under it. */
export function Field({ id, label, error, children }: { id: string; label: ReactNode; error?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error && (
        <p id={errorId(id)} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria attributes of a control whose field may show an error. */
export function describedBy(id: string, error: string | undefined) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId(id) : undefined } as const;
}
